'use server';

import { revalidatePath } from 'next/cache';
import type { FormState } from '@/lib/form-state';
import { runFormAction } from '@/server/form-action';
import { requireActionActor } from '@/server/session';
import { changeUserRole, deleteUser, markEmailVerified, sendAccountMail, setUserBlocked } from './manage-user';
import { changeRoleSchema, userIdSchema } from './schemas';

const PATH = '/admin/user-management';

function done(message: string): FormState {
  revalidatePath(PATH);
  return { status: 'success', message };
}

export async function blockUserAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(userIdSchema, formData, async ({ userId }) => {
    await setUserBlocked(await requireActionActor('manage:user:any'), userId, true);
    return done('users.done.blocked');
  });
}

export async function unblockUserAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(userIdSchema, formData, async ({ userId }) => {
    await setUserBlocked(await requireActionActor('manage:user:any'), userId, false);
    return done('users.done.unblocked');
  });
}

export async function changeRoleAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(changeRoleSchema, formData, async ({ userId, role }) => {
    await changeUserRole(await requireActionActor('manage:user:any'), userId, role);
    return done('users.done.roleChanged');
  });
}

export async function markVerifiedAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(userIdSchema, formData, async ({ userId }) => {
    await markEmailVerified(await requireActionActor('manage:user:any'), userId);
    return done('users.done.verified');
  });
}

export async function resendVerificationForUserAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(userIdSchema, formData, async ({ userId }) => {
    await sendAccountMail(await requireActionActor('manage:user:any'), userId, 'verification');
    return done('users.done.verificationSent');
  });
}

export async function sendResetForUserAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(userIdSchema, formData, async ({ userId }) => {
    await sendAccountMail(await requireActionActor('manage:user:any'), userId, 'password-reset');
    return done('users.done.resetSent');
  });
}

export async function deleteUserAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(userIdSchema, formData, async ({ userId }) => {
    await deleteUser(await requireActionActor('manage:user:any'), userId);
    return done('users.done.deleted');
  });
}
