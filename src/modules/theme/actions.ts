'use server';

import { revalidatePath } from 'next/cache';
import type { FormState } from '@/lib/form-state';
import { runFormAction } from '@/server/form-action';
import { requireActionActor } from '@/server/session';
import { z } from 'zod';
import { themeColorSchema } from './schemas';
import { resetTheme, setThemeColor } from './update-theme';

export async function setThemeColorAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(themeColorSchema, formData, async ({ key, value }) => {
    await setThemeColor(await requireActionActor('edit:theme:any'), key, value);
    // No revalidation: every page renders per request, so the next one has the colour; re-rendering this one
    // would remount the editor under the admin's cursor.
    return { status: 'success', message: 'themeEditor.saved', values: { key, value } };
  });
}

export async function resetThemeAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(z.object({}), formData, async () => {
    await resetTheme(await requireActionActor('edit:theme:any'));
    revalidatePath('/', 'layout');
    return { status: 'success', message: 'themeEditor.resetDone' };
  });
}
