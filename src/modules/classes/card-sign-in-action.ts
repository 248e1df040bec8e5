'use server';

import { headers } from 'next/headers';
import type { FormState } from '@/lib/form-state';
import { finishSignIn, signInWithCard } from '@/modules/accounts';
import { runFormAction } from '@/server/form-action';
import { clientAddress } from '@/server/session';
import { cardDigest, findCardHolder, markCardUsed } from './card-holders';
import { cardSignInSchema } from './card-sign-in-schema';

/*
 * A child signs in with their classroom card on /login/card (decision 066), before any session, so the form keeps
 * runFormAction as the password's does. The card is found here (classes owns it), the session opened by accounts.
 */
export async function signInWithCardAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(cardSignInSchema, formData, async ({ cardPassword }) => {
    const result = await signInWithCard(cardDigest(cardPassword), { find: findCardHolder, markUsed: markCardUsed }, { headers: await headers(), clientAddress: await clientAddress() });
    await finishSignIn(result, null);
  });
}
