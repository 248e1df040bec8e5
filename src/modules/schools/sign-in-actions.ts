'use server';

import { isAPIError } from 'better-auth/api';
import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { FormState } from '@/lib/form-state';
import { env } from '@/lib/env';
import { getAuth } from '@/server/auth';
import { AppError } from '@/server/errors';
import { runActorAction, runFormAction } from '@/server/form-action';
import { enforce } from '@/server/rate-limit';
import { clientAddress } from '@/server/session';
import { saveSchoolSamlSignIn, saveSchoolSignIn, schoolProvidersForAddress } from './school-sign-in';
import { schoolSamlSettingsSchema, schoolSignInSchema, schoolSignInSettingsSchema } from './sign-in-schemas';

/** How many times one address may start a school sign-in in a minute: each one asks the school's provider. */
const STARTS_PER_MINUTE = 10;

/**
 * /login/school (decision 069): the address's domain names the school's provider, and the browser goes there. The
 * provider sends it back to the callback route, where better-auth's SSO plugin opens the session (or refuses). A
 * school that keeps both an OpenID Connect and a SAML provider is answered with both, and the person picks one (the
 * form sends its id back with the address; only one of that address's school's providers is taken).
 */
export async function startSchoolSignInAction(_state: FormState, formData: FormData): Promise<FormState> {
  let url: string | undefined;
  const state = await runFormAction(schoolSignInSchema, formData, async ({ email, providerId }) => {
    await enforce({ key: `school-sign-in:${await clientAddress()}`, max: STARTS_PER_MINUTE, windowMs: 60_000 });
    const providers = await schoolProvidersForAddress(email);
    if (providers.length === 0) throw new AppError(404, 'schools.signIn.errors.noSchool', { email: 'schools.signIn.errors.noSchool' });
    const chosen = providers.length === 1 ? providers[0] : providers.find((provider) => provider.providerId === providerId);
    if (!chosen) return { status: 'success', values: { email, providers: JSON.stringify(providers) } };
    const appUrl = env().APP_URL;
    try {
      const answer = await getAuth().api.signInSSO({
        body: { email, providerId: chosen.providerId, callbackURL: `${appUrl}/dashboard`, errorCallbackURL: `${appUrl}/login/school` },
        headers: await headers(),
      });
      url = answer.url;
    } catch (error) {
      if (isAPIError(error) && error.status === 'NOT_FOUND') throw new AppError(404, 'schools.signIn.errors.noSchool', { email: 'schools.signIn.errors.noSchool' });
      if (isAPIError(error)) throw new AppError(503, 'schools.signIn.errors.providerDown');
      throw error;
    }
  });
  if (url) redirect(url);
  return state;
}

/** The school admin saves the school's provider (decision 069): OpenID Connect, or SAML when the form says so. */
export async function saveSchoolSignInAction(_state: FormState, formData: FormData): Promise<FormState> {
  const saml = formData instanceof FormData && formData.get('protocol') === 'saml';
  const saved = (): FormState => {
    revalidatePath('/dashboard/school_admin/sign-in-settings');
    return { status: 'success', message: 'schools.signIn.saved' };
  };
  if (saml) {
    return runActorAction('manage:school:own', schoolSamlSettingsSchema, formData, async (actor, input) => {
      await saveSchoolSamlSignIn(actor, input);
      return saved();
    });
  }
  return runActorAction('manage:school:own', schoolSignInSettingsSchema, formData, async (actor, input) => {
    await saveSchoolSignIn(actor, input);
    return saved();
  });
}
