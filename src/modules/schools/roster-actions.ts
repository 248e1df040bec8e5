'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import type { FormState } from '@/lib/form-state';
import type { RosterError } from '@/modules/rostering';
import { runActorAction } from '@/server/form-action';
import { applyRosterPlan, previewRoster } from './roster-import';
import { readUploadedSet } from './roster-upload';
import { applyRosterSchema, confirmedClasses } from './schemas';

/** The school admin's roster page (decision 064). */
const PAGE = '/dashboard/school_admin/roster';

/** A dry run's answer: a bad set lists every problem (file, line, field) and nothing changed. */
export interface RosterUploadState extends FormState {
  rosterErrors?: RosterError[];
}

/** The files arrive as `files` (several); the form has no other field. */
const uploadSchema = z.object({});

/** The dry run: a valid set opens its plan on the page; a bad one answers with its problems and changes nothing. */
export async function previewRosterAction(_state: RosterUploadState, formData: FormData): Promise<RosterUploadState> {
  let rosterErrors: RosterError[] | undefined;
  let importId: string | undefined;
  const state = await runActorAction('manage:school:own', uploadSchema, formData, async (actor) => {
    const preview = await previewRoster(actor, await readUploadedSet(formData.getAll('files')));
    if (!preview.ok) {
      rosterErrors = preview.errors;
      return { status: 'error', message: 'schools.roster.errors.badSet', messageValues: { count: preview.errors.length } };
    }
    importId = preview.importId;
  });
  if (importId) redirect(`${PAGE}?import=${importId}`);
  return { ...state, values: undefined, rosterErrors };
}

/** Applies the dry run the admin saw, with the held classes they confirmed. */
export async function applyRosterAction(_state: FormState, formData: FormData): Promise<FormState> {
  let applied: string | undefined;
  const state = await runActorAction('manage:school:own', applyRosterSchema, formData, async (actor, input) => {
    const result = await applyRosterPlan(actor, { importId: input.importId, planHash: input.planHash, confirmed: confirmedClasses(input) });
    applied = result.importId;
  });
  if (applied) {
    revalidatePath('/dashboard/school_admin');
    redirect(`${PAGE}?applied=${applied}`);
  }
  return state;
}
