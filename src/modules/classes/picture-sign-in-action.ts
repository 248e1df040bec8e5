'use server';

import { headers } from 'next/headers';
import type { FormState } from '@/lib/form-state';
import { formatClassCode } from '@/lib/picture-password';
import { countAddressAttempt, finishSignIn, signInWithPictures } from '@/modules/accounts';
import { AppError } from '@/server/errors';
import { runFormAction } from '@/server/form-action';
import { clientAddress } from '@/server/session';
import { markCardUsed } from './card-holders';
import { checkPictures, pictureRoster } from './picture-passwords';
import { classCodeSchema, pictureSignInSchema } from './picture-sign-in-schema';

/*
 * The picture password on /login/class (decision 068), before any session, as the card's form. First the class's
 * sign-in code lists its children; then a child's pictures sign them in through the accounts module.
 */

/**
 * Lists the children of the class with this sign-in code (first names and avatars), in the form's state. A code
 * that names no class counts against the address as a wrong password does, so nobody can walk through the codes.
 */
export async function openClassForPicturesAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(classCodeSchema, formData, async ({ classCode }) => {
    const giveBack = await countAddressAttempt('class sign-in code', await clientAddress());
    const roster = await pictureRoster(classCode);
    if (!roster) throw new AppError(404, 'errors.classCodeUnknown');
    await giveBack();
    return { status: 'success', values: { classCode: formatClassCode(classCode), className: roster.className, roster: JSON.stringify(roster.children) } };
  });
}

export async function signInWithPicturesAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(pictureSignInSchema, formData, async ({ classCode, cardId, picturePassword }) => {
    const result = await signInWithPictures(() => checkPictures({ classCode, cardId, pictures: picturePassword }), markCardUsed, {
      headers: await headers(),
      clientAddress: await clientAddress(),
    });
    await finishSignIn(result, null);
  });
}
