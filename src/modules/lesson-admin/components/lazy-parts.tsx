'use client';

import { lazyPart } from '@/components/ui/lazy-part';

/*
 * The lesson admin's parts that are each a chunk of their own (decision 023's budget), drawn on the server as any
 * component and alive in the browser once their chunk has arrived:
 * - the lesson's two editors, the English one with its preview and the side-by-side translation editor, so the page
 *   that picks a course and a lesson loads neither and an opened lesson only the editor of its language;
 * - the lesson table's import form, used now and then beside the table that is used every time.
 */

export const LessonEditor = lazyPart(() => import('./lesson-editor').then(({ LessonEditor }) => LessonEditor));

export const LessonTranslationEditor = lazyPart(() => import('./lesson-translation-editor').then(({ LessonTranslationEditor }) => LessonTranslationEditor));

export const LessonImportForm = lazyPart(() => import('./lesson-import-form').then(({ LessonImportForm }) => LessonImportForm));
