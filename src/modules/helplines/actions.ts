'use server';

import { revalidatePath } from 'next/cache';
import type { FormState } from '@/lib/form-state';
import { runFormAction } from '@/server/form-action';
import { requireActionActor } from '@/server/session';
import { saveHelpline } from './helplines';
import { helplineSchema } from './schemas';

/** The admin settings page's helplines (decision 025): one form per locale. */
export async function saveHelplineAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(helplineSchema, formData, async (input) => {
    await saveHelpline(await requireActionActor('edit:theme:any'), input);
    revalidatePath('/admin/settings/adminsettings');
    return { status: 'success', message: input.name === '' ? 'helplines.removed' : 'helplines.saved', values: input };
  });
}
