'use server';

import { revalidatePath } from 'next/cache';
import type { FormState } from '@/lib/form-state';
import { runActorAction } from '@/server/form-action';
import { profileSchema } from './schemas';
import { updateOwnProfile } from './update-profile';

export async function updateProfileAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('view:dashboard:own', profileSchema, formData, async (actor, input) => {
    await updateOwnProfile(actor, input);
    revalidatePath('/', 'layout');
    return { status: 'success', message: 'profile.saved', values: input };
  });
}
