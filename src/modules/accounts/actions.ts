'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { FormState } from '@/lib/form-state';
import { runFormAction } from '@/server/form-action';
import { clientAddress, getSessionState } from '@/server/session';
import { requestPasswordReset, resetPassword } from './password-reset';
import { registerAccount } from './register';
import { emailOnlySchema, registerSchema, resetPasswordSchema, signInSchema, verifyEmailSchema } from './schemas';
import { signIn } from './sign-in';
import { finishSignIn } from './sign-in-finish';
import { resendVerification, verifyEmailToken } from './email-verification';
import { isAppError } from '@/server/errors';
import { chosenPageLocale, inPageLanguage } from '@/server/mail/page-language';

// Sign-in, registration, verification and password reset come before any session, so these keep runFormAction.

export async function registerAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(registerSchema, formData, async (input) => {
    // Decision 018: the same answer whether the address was new or already had an account.
    await registerAccount(input, { headers: await headers(), clientAddress: await clientAddress(), locale: await chosenPageLocale() });
    return { status: 'success', message: 'register.checkEmail', values: { email: input.email } };
  });
}

export async function signInAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(signInSchema, formData, async (input) => {
    // A throttled sign-in (SignInThrottledError) answers with its own words, which say a password reset still works (decision 017).
    const result = await signIn(input, { headers: await headers(), clientAddress: await clientAddress() });
    await finishSignIn(result, String(formData.get('next') ?? ''));
  });
}

export async function resendVerificationAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(emailOnlySchema, formData, async ({ email }) => {
    const address = await clientAddress();
    await inPageLanguage(() => resendVerification(email, address));
    return { status: 'success', message: 'verify.resent', values: { email } };
  });
}

/**
 * The e-mailed link's page only shows a button (decision 015: a GET never writes, and mail scanners open links);
 * this POST accepts the token, then shows the outcome on a fresh GET of the same page.
 */
export async function verifyEmailAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(verifyEmailSchema, formData, async ({ token }) => {
    try {
      await verifyEmailToken(token);
    } catch (error) {
      if (isAppError(error)) redirect('/verify-email?result=invalid');
      throw error;
    }
    redirect('/verify-email?result=confirmed');
  });
}

export async function forgotPasswordAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(emailOnlySchema, formData, async ({ email }) => {
    const address = await clientAddress();
    await inPageLanguage(() => requestPasswordReset(email, address));
    return { status: 'success', message: 'forgot.sent', values: { email } };
  });
}

export async function resetPasswordAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(resetPasswordSchema, formData, async ({ token, password }) => {
    // Read before the reset, which may end this very session (the account's own): the audit entry says who followed it.
    const state = await getSessionState();
    const signedIn = state.status === 'signed-in' ? { id: state.actor.id, email: state.actor.email, role: state.actor.role } : null;
    await resetPassword(token, password, { clientAddress: await clientAddress(), signedIn });
    redirect('/login?reset=1');
  });
}
