'use server';

import { revalidatePath } from 'next/cache';
import type { FormState } from '@/lib/form-state';
import { runActorAction } from '@/server/form-action';
import { z } from 'zod';
import { themeColorSchema } from './schemas';
import { resetTheme, setThemeColor } from './update-theme';

export async function setThemeColorAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('edit:theme:any', themeColorSchema, formData, async (actor, { key, value }) => {
    await setThemeColor(actor, key, value);
    // No revalidation: every page renders per request, so the next one has the colour; re-rendering this one
    // would remount the editor under the admin's cursor.
    return { status: 'success', message: 'themeEditor.saved', values: { key, value } };
  });
}

export async function resetThemeAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('edit:theme:any', z.object({}), formData, async (actor) => {
    await resetTheme(actor);
    revalidatePath('/', 'layout');
    return { status: 'success', message: 'themeEditor.resetDone' };
  });
}
