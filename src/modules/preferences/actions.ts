'use server';

import { revalidatePath } from 'next/cache';
import { cookies, headers } from 'next/headers';
import { CURRENCY_COOKIE, LOCALE_COOKIE, MODE_COOKIE, PREFERENCE_COOKIE_MAX_AGE_S } from '@/lib/constants';
import type { FormState } from '@/lib/form-state';
import { runFormAction } from '@/server/form-action';
import { getSessionState } from '@/server/session';
import { AppError } from '@/server/errors';
import { changePasswordSchema, preferencesSchema } from './schemas';
import { changeOwnPassword, saveProfilePreferences } from './update-preferences';

/** Spec 4: setting a preference updates the profile (if signed in), the cookie (365 days) and what is shown. */
export async function savePreferencesAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(preferencesSchema, formData, async (input) => {
    const state = await getSessionState();
    if (state.status === 'signed-in') await saveProfilePreferences(state.actor, input);
    const store = await cookies();
    const options = { maxAge: PREFERENCE_COOKIE_MAX_AGE_S, sameSite: 'lax' as const, path: '/' };
    store.set(LOCALE_COOKIE, input.locale, options);
    store.set(CURRENCY_COOKIE, input.currency, options);
    store.set(MODE_COOKIE, input.mode, options);
    revalidatePath('/', 'layout');
    return { status: 'success', message: 'settings.saved', values: input };
  });
}

export async function changePasswordAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(changePasswordSchema, formData, async (input) => {
    const state = await getSessionState();
    if (state.status !== 'signed-in') throw new AppError(401, 'errors.signInRequired');
    await changeOwnPassword(state.actor, input, await headers());
    return { status: 'success', message: 'settings.passwordChanged' };
  });
}
