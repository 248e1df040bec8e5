import 'server-only';
import { lockLessonTranslations, shareLessonsEnglish, writeLessonTranslation } from '@/modules/courses';
import { textsFingerprint, type WordField } from '@/lib/lesson-translation';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { editPublicContent } from '@/server/shared-cache';
import { hasControlCharacters } from '@/server/validation';
import { lessonTranslationSchema } from './translation-schemas';
import { changedBlocks, englishLesson, translationTexts, wordProblem } from './translation-words';

const TR = 'translationEditor.errors';

/** The input, or a 400 whose field errors name the field (`title`) or the block (`block:<id>`) at fault. */
function parseTranslation(raw: unknown) {
  // A NUL in a word would fail in the database (a 500): the caller's mistake.
  if (hasControlCharacters(raw)) throw new AppError(400, 'errors.controlCharacters');
  const parsed = lessonTranslationSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [field, blockId] = issue.path;
    const key = field === 'words' && typeof blockId === 'string' ? `block:${blockId}` : String(field ?? 'form');
    // A record's bad key carries its own message inside; zod's own messages are English sentences, shown as one of ours.
    const message = issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? '') : issue.message;
    fieldErrors[key] ??= /^(translationEditor|lessonEditor)\./.test(message) ? message : `${TR}.unreadable`;
  }
  throw new AppError(400, 'errors.checkForm', fieldErrors);
}

export interface SavedTranslation {
  updatedAt: Date;
  changed: boolean;
}

/**
 * Saves a lesson's words in one language (decision 051), from the side-by-side editor: words only, by block id, so
 * nothing it sends can change an answer, an id, the order, a number or an image. It is written against the English
 * as it is now (its words and fingerprint are kept with it), in one transaction with its audit entry, and refused when
 * the English changed after the translator opened it (they would be marking words as translations of English they
 * never saw) or another save of the same translation came first.
 */
export async function saveLessonTranslation(actor: Actor, raw: unknown): Promise<SavedTranslation> {
  assertCan(actor, 'edit:content:any');
  const input = parseTranslation(raw);
  return editPublicContent(async (tx) => {
    // Shared: an English save of the lesson waits for this one (and this one for it), so the English read here is
    // the English the translation is stored against.
    const [lesson] = await shareLessonsEnglish(tx, [input.lessonId]);
    if (!lesson) throw new AppError(404, 'lessonEditor.errors.lessonNotFound');
    const sourceFingerprint = textsFingerprint(lesson.title, lesson.blocks);
    if (sourceFingerprint !== input.expectedSourceFingerprint) throw new AppError(409, `${TR}.englishChanged`);

    const [before] = await lockLessonTranslations(tx, [lesson.id], input.locale);
    if (input.expectedUpdatedAt !== undefined && (before?.updatedAt.toISOString() ?? null) !== input.expectedUpdatedAt) throw new AppError(409, `${TR}.changedElsewhere`);

    const english = englishLesson(lesson.blocks);
    const fieldErrors: Record<string, string> = {};
    for (const [blockId, words] of Object.entries(input.words)) {
      for (const [field, text] of Object.entries(words)) {
        const problem = wordProblem(english, blockId, field as WordField, text);
        if (problem) fieldErrors[`block:${blockId}`] ??= `${TR}.${problem}`;
      }
    }
    if (Object.keys(fieldErrors).length > 0) throw new AppError(400, 'errors.checkForm', fieldErrors);

    const texts = translationTexts(english, input.words as Record<string, Partial<Record<WordField, string>>>);
    const sourceTexts = english.texts;
    const blocks = changedBlocks(before?.texts ?? {}, texts);
    const titleChanged = before?.title !== input.title;
    if (before && !titleChanged && blocks.length === 0 && before.sourceFingerprint === sourceFingerprint) return { updatedAt: before.updatedAt, changed: false };

    const updatedAt = new Date();
    const values = { title: input.title, texts, sourceTexts, sourceFingerprint, updatedAt };
    await writeLessonTranslation(tx, lesson.id, input.locale, values);
    await writeAudit(tx, actor, {
      actionType: 'lesson_translation_update',
      component: 'content',
      entityId: String(lesson.id),
      message: `${actor.email} ${before ? 'updated' : 'added'} the ${input.locale} translation of the lesson ${lesson.courseSlug}/${lesson.slug}`,
      details: {
        locale: input.locale,
        ...(titleChanged ? { title: { before: before?.title ?? null, after: input.title } } : {}),
        blocks,
        ...(before && before.sourceFingerprint !== sourceFingerprint ? { brought: { from: before.sourceFingerprint, to: sourceFingerprint } } : {}),
      },
    });
    return { updatedAt, changed: true };
  });
}
