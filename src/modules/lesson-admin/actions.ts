'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import type { FormState } from '@/lib/form-state';
import { AppError } from '@/server/errors';
import { runActorAction } from '@/server/form-action';
import { createLesson } from './create-lesson';
import { ImportRefusedError, importLessonsCsv } from './import-lessons';
import { importLessonTranslations } from './import-translations';
import { LessonsNotPublishableError, PublishRefusedError } from './lesson-rules';
import { LESSON_LIMITS } from './limits';
import { saveLesson } from './save-lesson';
import { saveLessonTranslation } from './save-lesson-translation';
import {
  bulkPublishSchema,
  createLessonSchema,
  lessonIdSchema,
  lessonRowSchema,
  saveLessonFormSchema,
  type BulkPublishState,
  type ImportState,
  type LessonSaveState,
} from './schemas';
import { importLanguageSchema, saveTranslationFormSchema, type TranslationFileFormat, type TranslationSaveState } from './translation-schemas';
import { setLessonPublished, setLessonsPublished } from './set-lesson-published';
import { updateLessonRow } from './update-lesson-row';

/** The admin screens and every public page a lesson appears on (the catalogue, its course, the player, /lessons). */
function revalidateLessonPages(): void {
  revalidatePath('/admin/lessoneditor', 'layout');
  revalidatePath('/courses', 'layout');
  revalidatePath('/lessons');
  revalidatePath('/dashboard');
}

/** Large fields (the lesson JSON, the CSV) are not sent back: the browser still holds them. */
function withoutValues<S extends FormState>(state: S): S {
  return { ...state, values: undefined };
}

export async function createLessonAction(_state: FormState, formData: FormData): Promise<FormState> {
  let created: { id: number; courseId: number } | undefined;
  const state = await runActorAction('edit:content:any', createLessonSchema, formData, async (actor, input) => {
    created = await createLesson(actor, input);
    revalidateLessonPages();
  });
  if (created) redirect(`/admin/lessoneditor?course=${created.courseId}&lesson=${created.id}`);
  return state;
}

export async function saveLessonAction(_state: LessonSaveState, formData: FormData): Promise<LessonSaveState> {
  const extra: Pick<LessonSaveState, 'problems' | 'updatedAt'> = {};
  const state = await runActorAction('edit:content:any', saveLessonFormSchema, formData, async (actor, { lesson, intent }) => {
    let draft: unknown;
    try {
      draft = JSON.parse(lesson);
    } catch {
      throw new AppError(400, 'lessonEditor.errors.unreadable');
    }
    try {
      const saved = await saveLesson(actor, draft, { publish: intent === 'publish' });
      extra.updatedAt = saved.updatedAt.toISOString();
      if (saved.changed) revalidateLessonPages();
      if (!saved.changed) return { status: 'success', message: 'lessonEditor.done.unchanged' };
      return { status: 'success', message: intent === 'publish' ? 'lessonEditor.done.published' : saved.published ? 'lessonEditor.done.savedLive' : 'lessonEditor.done.saved' };
    } catch (error) {
      if (error instanceof PublishRefusedError) extra.problems = error.problems;
      throw error;
    }
  });
  return { ...withoutValues(state), ...extra };
}

/** The side-by-side editor saves one language's words (decision 051); children read them at once. */
export async function saveLessonTranslationAction(_state: TranslationSaveState, formData: FormData): Promise<TranslationSaveState> {
  let updatedAt: string | undefined;
  const state = await runActorAction('edit:content:any', saveTranslationFormSchema, formData, async (actor, { translation }) => {
    let input: unknown;
    try {
      input = JSON.parse(translation);
    } catch {
      throw new AppError(400, 'translationEditor.errors.unreadable');
    }
    const saved = await saveLessonTranslation(actor, input);
    updatedAt = saved.updatedAt.toISOString();
    if (!saved.changed) return { status: 'success', message: 'translationEditor.done.unchanged' };
    revalidateLessonPages();
    return { status: 'success', message: 'translationEditor.done.saved' };
  });
  return { ...withoutValues(state), updatedAt };
}

export async function unpublishLessonAction(_state: LessonSaveState, formData: FormData): Promise<LessonSaveState> {
  let updatedAt: string | undefined;
  const state = await runActorAction('edit:content:any', lessonIdSchema, formData, async (actor, input) => {
    const result = await setLessonPublished(actor, input, false);
    updatedAt = result.updatedAt.toISOString();
    revalidateLessonPages();
    return { status: 'success', message: 'lessonEditor.done.unpublished' };
  });
  return { ...state, updatedAt };
}

export async function updateLessonRowAction(_state: FormState, formData: FormData): Promise<FormState> {
  const state = await runActorAction('edit:content:any', lessonRowSchema, formData, async (actor, input) => {
    const { changed } = await updateLessonRow(actor, input);
    if (!changed) return { status: 'success', message: 'lessonTable.done.unchanged' };
    revalidateLessonPages();
    return { status: 'success', message: 'lessonTable.done.rowSaved', messageValues: { title: input.title } };
  });
  // A refused publish from the table: the editor shows the reasons, block by block.
  return state.status === 'error' && state.message === 'lessonEditor.errors.notPublishable' ? { ...state, message: 'lessonTable.errors.rowNotPublishable' } : state;
}

export async function bulkPublishAction(_state: BulkPublishState, formData: FormData): Promise<BulkPublishState> {
  let notPublishable: BulkPublishState['notPublishable'];
  const state = await runActorAction('edit:content:any', bulkPublishSchema, formData, async (actor, input) => {
    try {
      const { changed } = await setLessonsPublished(actor, input);
      revalidateLessonPages();
      return { status: 'success', message: input.published ? 'lessonTable.done.bulkPublished' : 'lessonTable.done.bulkUnpublished', messageValues: { count: changed } };
    } catch (error) {
      if (error instanceof LessonsNotPublishableError) notPublishable = error.lessons;
      throw error;
    }
  });
  return { ...withoutValues(state), notPublishable };
}

const importFormSchema = z.object({
  file: z
    .instanceof(File, { message: 'lessonTable.import.noFile' })
    .refine((file) => file.size > 0, 'lessonTable.import.noFile')
    .refine((file) => file.size <= LESSON_LIMITS.importBytes, 'lessonTable.import.tooLarge'),
  language: importLanguageSchema,
});

/** A translation file is the export's JSON when it opens with an object, else its CSV worksheet. */
function translationFormat(text: string): TranslationFileFormat {
  return /^\uFEFF?\s*\{/.test(text) ? 'json' : 'csv';
}

/** English: the lessons CSV, as always. French or Arabic: that language's words, from the translation export's CSV or JSON. */
export async function importLessonsAction(_state: ImportState, formData: FormData): Promise<ImportState> {
  let badRows: ImportState['badRows'];
  const state = await runActorAction('edit:content:any', importFormSchema, formData, async (actor, { file, language }) => {
    try {
      if (language === 'en') {
        const summary = await importLessonsCsv(actor, await file.text());
        revalidateLessonPages();
        return { status: 'success', message: 'lessonTable.import.done', messageValues: { ...summary } };
      }
      const text = await file.text();
      const summary = await importLessonTranslations(actor, language, text, translationFormat(text));
      revalidateLessonPages();
      return { status: 'success', message: 'lessonTable.translationImport.done', messageValues: { ...summary } };
    } catch (error) {
      if (error instanceof ImportRefusedError) badRows = error.badRows;
      throw error;
    }
  });
  return { ...withoutValues(state), badRows };
}
