'use server';

import { revalidatePath } from 'next/cache';
import type { FormState } from '@/lib/form-state';
import { runActorAction } from '@/server/form-action';
import { saveHelpline } from './helplines';
import { helplineSchema } from './schemas';

/** The admin settings page's helplines (decision 025): one form per locale. */
export async function saveHelplineAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('edit:theme:any', helplineSchema, formData, async (actor, input) => {
    await saveHelpline(actor, input);
    revalidatePath('/admin/settings/adminsettings');
    return { status: 'success', message: input.name === '' ? 'helplines.removed' : 'helplines.saved', values: input };
  });
}
