'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { cookies, headers } from 'next/headers';
import { CURRENCY_COOKIE, LOCALE_COOKIE, MODE_COOKIE, PREFERENCE_COOKIE_MAX_AGE_S } from '@/lib/constants';
import type { FormState } from '@/lib/form-state';
import { runActorAction, runFormAction } from '@/server/form-action';
import { getSessionState } from '@/server/session';
import { isAppError } from '@/server/errors';
import { inPageLanguage } from '@/server/mail/page-language';
import { confirmEmailChange, requestEmailChange } from '@/modules/accounts';
import { changePasswordSchema, emailChangeSchema, emailChangeTokenSchema, preferencesSchema, visitorPreferencesSchema, type VisitorPreferencesInput } from './schemas';
import { changeOwnPassword, saveProfilePreferences } from './update-preferences';

/** Spec 4: setting a preference updates the profile (if signed in), the cookie (365 days) and what is shown. */
export async function savePreferencesAction(_state: FormState, formData: FormData): Promise<FormState> {
  // Visitors set their preferences too (cookies only), so no session is required: runFormAction.
  return runFormAction(preferencesSchema, formData, async (input) => {
    const state = await getSessionState();
    if (state.status === 'signed-in') await saveProfilePreferences(state.actor, input);
    const store = await cookies();
    setLanguageAndCurrencyCookies(store, input);
    store.set(MODE_COOKIE, input.mode, PREFERENCE_COOKIE_OPTIONS);
    revalidatePath('/', 'layout');
    return { status: 'success', message: 'settings.saved', values: input };
  });
}

/**
 * The footer's switcher for signed-out visitors (spec 4: preferences start from the cookies, kept 365 days). It is
 * a plain form action, so it works before or without JavaScript: the browser posts the form and gets the page
 * back, rendered in the chosen language and currency. A signed-in caller's profile is updated too, since its
 * values win over the cookies (queries.ts) and the change would otherwise not show.
 */
export async function switchVisitorPreferencesAction(formData: FormData): Promise<void> {
  // Made for signed-out visitors, so no session is required: runFormAction.
  await runFormAction(visitorPreferencesSchema, formData, async (input) => {
    const state = await getSessionState();
    if (state.status === 'signed-in') await saveProfilePreferences(state.actor, input);
    setLanguageAndCurrencyCookies(await cookies(), input);
    revalidatePath('/', 'layout');
  });
}

const PREFERENCE_COOKIE_OPTIONS = { maxAge: PREFERENCE_COOKIE_MAX_AGE_S, sameSite: 'lax' as const, path: '/' };

function setLanguageAndCurrencyCookies(store: Awaited<ReturnType<typeof cookies>>, input: VisitorPreferencesInput): void {
  store.set(LOCALE_COOKIE, input.locale, PREFERENCE_COOKIE_OPTIONS);
  store.set(CURRENCY_COOKIE, input.currency, PREFERENCE_COOKIE_OPTIONS);
}

export async function changePasswordAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction(changePasswordSchema, formData, async (actor, input) => {
    await changeOwnPassword(actor, input, await headers());
    return { status: 'success', message: 'settings.passwordChanged' };
  });
}

/** Sends the confirmation link to the new address (decision 037); the address changes only when it is opened. */
export async function requestEmailChangeAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction(emailChangeSchema, formData, async (actor, input) => {
    await inPageLanguage(() => requestEmailChange(actor, input));
    return { status: 'success', message: 'settings.emailLinkSent', messageValues: { email: input.newEmail } };
  });
}

/**
 * The confirmation page's button: a plain form post, so it needs no script; the outcome is shown on a fresh GET of
 * the page (an expired or foreign link, or an address taken since, says so there). Signed out, it goes to sign in.
 */
export async function confirmEmailChangeAction(formData: FormData): Promise<void> {
  const state = await getSessionState();
  if (state.status !== 'signed-in') redirect('/login');
  let result = 'changed';
  const answer = await runActorAction(emailChangeTokenSchema, formData, async (actor, { token }) => {
    try {
      await confirmEmailChange(actor, token);
    } catch (error) {
      if (!isAppError(error) || (error.status !== 404 && error.status !== 409)) throw error;
      result = error.status === 409 ? 'taken' : 'invalid';
    }
  });
  if (answer.status === 'error') result = 'invalid';
  redirect(`/settings/email?result=${result}`);
}
