'use server';

import { revalidatePath } from 'next/cache';
import type { FormState } from '@/lib/form-state';
import { runFormAction } from '@/server/form-action';
import { requireActionActor } from '@/server/session';
import { profileSchema } from './schemas';
import { updateOwnProfile } from './update-profile';

export async function updateProfileAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(profileSchema, formData, async (input) => {
    await updateOwnProfile(await requireActionActor('view:dashboard:own'), input);
    revalidatePath('/', 'layout');
    return { status: 'success', message: 'profile.saved', values: input };
  });
}
