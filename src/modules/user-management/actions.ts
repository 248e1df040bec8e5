'use server';

import { revalidatePath } from 'next/cache';
import type { FormState } from '@/lib/form-state';
import { runActorAction } from '@/server/form-action';
import { changeUserRole, deleteUser, markEmailVerified, sendAccountMail, setUserBlocked } from './manage-user';
import { changeCountrySchema, changeRoleSchema, userIdSchema } from './schemas';
import { changeChildCountry } from '@/modules/families';

const PATH = '/admin/user-management';

function done(message: string): FormState {
  revalidatePath(PATH);
  return { status: 'success', message };
}

export async function blockUserAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:user:any', userIdSchema, formData, async (actor, { userId }) => {
    await setUserBlocked(actor, userId, true);
    return done('users.done.blocked');
  });
}

export async function unblockUserAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:user:any', userIdSchema, formData, async (actor, { userId }) => {
    await setUserBlocked(actor, userId, false);
    return done('users.done.unblocked');
  });
}

export async function changeRoleAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:user:any', changeRoleSchema, formData, async (actor, { userId, role }) => {
    await changeUserRole(actor, userId, role);
    return done('users.done.roleChanged');
  });
}

export async function markVerifiedAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:user:any', userIdSchema, formData, async (actor, { userId }) => {
    await markEmailVerified(actor, userId);
    return done('users.done.verified');
  });
}

export async function resendVerificationForUserAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:user:any', userIdSchema, formData, async (actor, { userId }) => {
    await sendAccountMail(actor, userId, 'verification');
    return done('users.done.verificationSent');
  });
}

export async function sendResetForUserAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:user:any', userIdSchema, formData, async (actor, { userId }) => {
    await sendAccountMail(actor, userId, 'password-reset');
    return done('users.done.resetSent');
  });
}

export async function deleteUserAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:user:any', userIdSchema, formData, async (actor, { userId }) => {
    await deleteUser(actor, userId);
    return done('users.done.deleted');
  });
}

/** A child's country from the back office: the new country's consent rule is applied to the account (decision 060). */
export async function changeCountryAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('change:child-country:any', changeCountrySchema, formData, async (actor, { userId, country }) => {
    const { outcome } = await changeChildCountry(actor, { childId: userId, country });
    // The country's own page shows the new country in its select after the answer.
    revalidatePath(`${PATH}/${encodeURIComponent(userId)}/country`);
    return done(`users.country.done.${outcome}`);
  });
}
