'use server';

import { revalidatePath } from 'next/cache';
import type { FormState } from '@/lib/form-state';
import { runActorAction } from '@/server/form-action';
import { removeSchoolSignIn } from './school-sign-in';
import { removeSchoolSignInSchema } from './sign-in-schemas';

/**
 * The school admin removes the school's provider of one protocol (decision 069); the other stays. Apart from the
 * sign-in page's actions, so /login/school carries none of the settings page's words.
 */
export async function removeSchoolSignInAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:school:own', removeSchoolSignInSchema, formData, async (actor, input) => {
    await removeSchoolSignIn(actor, input);
    revalidatePath('/dashboard/school_admin/sign-in-settings');
    return { status: 'success', message: 'schools.signIn.removed' };
  });
}
