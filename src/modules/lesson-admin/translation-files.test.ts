import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, courses, lessons, lessonTranslations } from '@/db/schema';
import { parseCsv, toCsv, unguardCell } from '@/lib/csv';
import type { Block } from '@/lib/lesson-content';
import { extractTexts, textsFingerprint } from '@/lib/lesson-translation';
import type { Actor } from '@/server/session-flow';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { exportLessonsCsv } from './export-lessons';
import { exportLessonTranslations, TRANSLATION_CSV_COLUMNS } from './export-translations';
import { ImportRefusedError } from './import-lessons';
import { importLessonTranslations } from './import-translations';
import { saveLesson } from './save-lesson';

/*
 * A translation exported and imported by language (decision 051): the lessons CSV stays as it was for English; French
 * and Arabic travel as words by lesson and block id, the English beside them, all or nothing.
 */

let admin: Actor;

beforeAll(async () => {
  admin = await actorFor(await createTestUser({ role: 'admin' }));
});

const BLOCKS: Block[] = [
  { id: 'intro', type: 'text', markdown: '- Money is what we trade.\n- Coins and notes are money.' },
  { id: 'q1', type: 'question', question: { kind: 'single', prompt: 'Which is money?', explanation: 'A coin is money.', options: [{ id: 'a', text: 'A coin' }, { id: 'b', text: 'A leaf' }], correct: 'a' } },
  { id: 'q2', type: 'question', question: { kind: 'number', prompt: 'How much are 4 comics at {{money 2}}?', explanation: '4 × {{money 2}}.', correct: 8, tolerance: 0, unit: 'money' } },
];

/** A course of its own (the export is filtered by it) with one lesson of BLOCKS. */
async function lessonInNewCourse() {
  const slug = `course-${randomBytes(4).toString('hex')}`;
  const [course] = await getDb().insert(courses).values({ slug, title: `Course ${slug}`, summary: 's', description: 'd', ageBand: '7-9', subject: 'saving' }).returning();
  const [lesson] = await getDb().insert(lessons).values({ courseId: course!.id, slug: 'what-is-money', title: 'What is money?', blocks: BLOCKS }).returning();
  return { course: course!, lesson: lesson! };
}

async function frenchOf(lessonId: number) {
  const [row] = await getDb()
    .select()
    .from(lessonTranslations)
    .where(and(eq(lessonTranslations.lessonId, lessonId), eq(lessonTranslations.locale, 'fr')));
  return row;
}

/** The worksheet's rows as objects by column (header first). */
function rowsOf(csv: string): Record<string, string>[] {
  const [header, ...records] = parseCsv(csv);
  return records.map((record) => Object.fromEntries(header!.fields.map((name, index) => [name, unguardCell(record.fields[index]!)])));
}

/** The worksheet with a translation written in each row `translate` answers for, saved as a spreadsheet would. */
function translated(csv: string, translate: (row: Record<string, string>) => string | undefined): string {
  const rows = rowsOf(csv);
  return toCsv([TRANSLATION_CSV_COLUMNS, ...rows.map((row) => TRANSLATION_CSV_COLUMNS.map((column) => (column === 'translation' ? (translate(row) ?? row.translation!) : row[column]!)))]);
}

const FRENCH: Record<string, string> = {
  title: 'C’est quoi l’argent ?',
  'intro/markdown': '- L’argent sert à échanger.\n- Les pièces et les billets sont de l’argent.',
  'q1/prompt': 'Qu’est-ce qui est de l’argent ?',
  'q1/option:a': 'Une pièce',
  'q1/option:b': 'Une feuille',
  'q1/explanation': 'Une pièce, c’est de l’argent.',
  'q2/prompt': 'Combien coûtent 4 BD à {{money 2}} ?',
  'q2/explanation': '4 × {{money 2}}.',
};
const frenchFor = (row: Record<string, string>) => FRENCH[row.block_id ? `${row.block_id}/${row.field}` : row.field!];

describe('the translation worksheet', () => {
  it('exports every word by block id with the English beside it, and imports the translation back (CSV)', async () => {
    const { course, lesson } = await lessonInNewCourse();
    const empty = await exportLessonTranslations(admin, { course: course.id }, 'fr', 'csv');
    const rows = rowsOf(empty);
    expect(rows.map((row) => [row.block_id, row.field, row.english, row.translation])).toEqual([
      ['', 'title', 'What is money?', ''],
      ['intro', 'markdown', BLOCKS[0]!.type === 'text' ? BLOCKS[0]!.markdown : '', ''],
      ['q1', 'prompt', 'Which is money?', ''],
      ['q1', 'option:a', 'A coin', ''],
      ['q1', 'option:b', 'A leaf', ''],
      ['q1', 'explanation', 'A coin is money.', ''],
      ['q2', 'prompt', 'How much are 4 comics at {{money 2}}?', ''],
      ['q2', 'explanation', '4 × {{money 2}}.', ''],
    ]);
    expect(rows.every((row) => row.lesson_id === String(lesson.id) && row.course_slug === course.slug && row.lesson_slug === 'what-is-money')).toBe(true);

    expect(await importLessonTranslations(admin, 'fr', translated(empty, frenchFor), 'csv')).toEqual({ created: 1, updated: 0, unchanged: 0 });
    const stored = await frenchOf(lesson.id);
    expect(stored).toMatchObject({ title: FRENCH.title, sourceTexts: extractTexts(BLOCKS), sourceFingerprint: textsFingerprint(lesson.title, BLOCKS) });
    expect(stored!.texts).toEqual({
      intro: { markdown: FRENCH['intro/markdown'] },
      q1: { prompt: FRENCH['q1/prompt'], explanation: FRENCH['q1/explanation'], options: { a: 'Une pièce', b: 'Une feuille' } },
      q2: { prompt: FRENCH['q2/prompt'], explanation: FRENCH['q2/explanation'], unit: 'money' },
    });
    // Exported again, the file holds what was imported (a Markdown list survives the spreadsheet's formula guard).
    const again = rowsOf(await exportLessonTranslations(admin, { course: course.id }, 'fr', 'csv'));
    expect(again.map((row) => row.translation)).toEqual(rows.map(frenchFor));
    // Imported again unchanged: nothing is written.
    expect(await importLessonTranslations(admin, 'fr', await exportLessonTranslations(admin, { course: course.id }, 'fr', 'csv'), 'csv')).toEqual({ created: 0, updated: 0, unchanged: 1 });
    const [audit] = await getDb().select().from(auditLogs).where(eq(auditLogs.actionType, 'lesson_translations_import')).orderBy(auditLogs.id);
    expect(audit).toMatchObject({ performedBy: admin.email, component: 'content' });

    // The English lessons CSV is what it always was.
    expect((await exportLessonsCsv(admin, { course: course.id })).split('\r\n')[0]).toBe('id,course_slug,slug,title,position,xp_reward,estimated_minutes,published');
  });

  it('round-trips through JSON, and refuses a JSON file of another language', async () => {
    const { course, lesson } = await lessonInNewCourse();
    const file = JSON.parse(await exportLessonTranslations(admin, { course: course.id }, 'fr', 'json')) as {
      language: string;
      lessons: { id: number; title: { english: string; translation: string }; blocks: { id: string; words: Record<string, { english: string; translation: string }> }[] }[];
    };
    expect(file.language).toBe('fr');
    expect(file.lessons[0]).toMatchObject({ id: lesson.id, title: { english: 'What is money?', translation: '' } });
    expect(file.lessons[0]!.blocks.map((block) => [block.id, Object.keys(block.words)])).toEqual([
      ['intro', ['markdown']],
      ['q1', ['prompt', 'option:a', 'option:b', 'explanation']],
      ['q2', ['prompt', 'explanation']],
    ]);
    file.lessons[0]!.title.translation = FRENCH.title!;
    for (const block of file.lessons[0]!.blocks) for (const [field, word] of Object.entries(block.words)) word.translation = FRENCH[`${block.id}/${field}`]!;
    expect(await importLessonTranslations(admin, 'fr', JSON.stringify(file), 'json')).toEqual({ created: 1, updated: 0, unchanged: 0 });
    const exported = JSON.parse(await exportLessonTranslations(admin, { course: course.id }, 'fr', 'json')) as typeof file;
    expect(exported).toEqual(file);

    const refused = await appErrorOf(importLessonTranslations(admin, 'ar', JSON.stringify(file), 'json'));
    expect(refused).toBeInstanceOf(ImportRefusedError);
    expect((refused as ImportRefusedError).badRows).toEqual([{ line: 0, reason: 'lessonTable.translationImport.reasons.otherLanguage', values: { language: 'fr' }, inJson: true }]);
  });

  it('refuses, all or nothing, a row naming a block or word the English lesson does not have, with a reason per row', async () => {
    const { course, lesson } = await lessonInNewCourse();
    const sheet = await exportLessonTranslations(admin, { course: course.id }, 'fr', 'csv');
    const good = translated(sheet, frenchFor);
    // The intro's text and its translation take three lines of the file: its rows are on lines 2 to 11.
    const bad = `${good}${lesson.id},,,no-such-block,markdown,,Bonjour,,\r\n${lesson.id},,,q1,option:z,,Un caillou,,\r\n${lesson.id},,,q1,correct,,b,,\r\n999999,,,intro,markdown,,Salut,,\r\n`;
    const refused = await appErrorOf(importLessonTranslations(admin, 'fr', bad, 'csv'));
    expect(refused).toMatchObject({ status: 400, message: 'lessonTable.import.refused' });
    expect((refused as ImportRefusedError).badRows).toEqual([
      { line: 12, column: 'block_id', reason: 'lessonTable.translationImport.reasons.unknownBlock', values: { block: 'no-such-block' } },
      { line: 13, column: 'field', reason: 'lessonTable.translationImport.reasons.unknownWord', values: { block: 'q1', field: 'option:z' } },
      { line: 14, column: 'field', reason: 'lessonTable.translationImport.reasons.field', values: { field: 'correct' } },
      { line: 15, column: 'lesson_id', reason: 'lessonTable.translationImport.reasons.unknownLesson', values: { id: 999999 } },
    ]);
    expect(await frenchOf(lesson.id)).toBeUndefined();

    // A word too long, a title missing from a new translation, a header of the English CSV: refused too.
    const long = translated(sheet, (row) => (row.field === 'option:a' ? 'x'.repeat(201) : frenchFor(row)));
    expect((await appErrorOf(importLessonTranslations(admin, 'fr', long, 'csv')) as ImportRefusedError).badRows).toEqual([
      { line: 7, column: 'translation', reason: 'lessonTable.translationImport.reasons.tooLong', values: { max: 200 } },
    ]);
    const untitled = translated(sheet, (row) => (row.field === 'title' ? '' : frenchFor(row)));
    expect((await appErrorOf(importLessonTranslations(admin, 'fr', untitled, 'csv')) as ImportRefusedError).badRows).toEqual([
      { line: 2, column: 'translation', reason: 'lessonTable.translationImport.reasons.titleRequired' },
    ]);
    const english = await exportLessonsCsv(admin, { course: course.id });
    expect((await appErrorOf(importLessonTranslations(admin, 'fr', english, 'csv')) as ImportRefusedError).badRows[0]).toMatchObject({ line: 1, reason: 'lessonTable.translationImport.reasons.header' });
    expect(await frenchOf(lesson.id)).toBeUndefined();
  });

  it('never passes an old word off as a translation of changed English', async () => {
    const { course, lesson } = await lessonInNewCourse();
    const sheet = await exportLessonTranslations(admin, { course: course.id }, 'fr', 'csv');
    await importLessonTranslations(admin, 'fr', translated(sheet, frenchFor), 'csv');
    // The English of q1's prompt changes after the worksheet was made.
    const blocks = BLOCKS.map((block) => (block.id === 'q1' && block.type === 'question' ? { ...block, question: { ...block.question, prompt: 'Which one is money?' } } : block));
    await saveLesson(admin, { lessonId: lesson.id, title: lesson.title, slug: lesson.slug, estimatedMinutes: 5, xpReward: 10, thumbnailPath: null, blocks }, { publish: false });

    // The old worksheet, imported again: its English no longer matches, so it is refused.
    const stale = await appErrorOf(importLessonTranslations(admin, 'fr', translated(sheet, frenchFor), 'csv'));
    expect((stale as ImportRefusedError).badRows).toEqual([{ line: 6, column: 'english', reason: 'lessonTable.translationImport.reasons.englishChanged' }]);

    // A new worksheet leaves the changed block's words empty, with what they were beside them.
    const fresh = await exportLessonTranslations(admin, { course: course.id }, 'fr', 'csv');
    const q1 = rowsOf(fresh).filter((row) => row.block_id === 'q1');
    expect(q1.map((row) => [row.field, row.english, row.translation, row.previous_english, row.previous_translation])).toEqual([
      ['prompt', 'Which one is money?', '', 'Which is money?', FRENCH['q1/prompt']],
      ['option:a', 'A coin', '', 'A coin', 'Une pièce'],
      ['option:b', 'A leaf', '', 'A leaf', 'Une feuille'],
      ['explanation', 'A coin is money.', '', 'A coin is money.', FRENCH['q1/explanation']],
    ]);
    // Imported as it is (only the title given), the changed block stays untranslated: partly, never falsely whole.
    const updated = await importLessonTranslations(admin, 'fr', translated(fresh, (row) => (row.field === 'title' ? 'L’argent, c’est quoi ?' : undefined)), 'csv');
    expect(updated).toEqual({ created: 0, updated: 1, unchanged: 0 });
    const stored = await frenchOf(lesson.id);
    expect(stored!.texts.q1).toBeUndefined();
    expect(stored!.texts.intro).toEqual({ markdown: FRENCH['intro/markdown'] });
    expect(stored!.sourceFingerprint).toBe(textsFingerprint(lesson.title, blocks));
  });

  it('is for admins only', async () => {
    const { course } = await lessonInNewCourse();
    const child = await actorFor(await createTestUser({ role: 'child' }));
    expect(await appErrorOf(exportLessonTranslations(child, { course: course.id }, 'fr', 'csv'))).toMatchObject({ status: 403 });
    expect(await appErrorOf(importLessonTranslations(child, 'fr', 'lesson_id,block_id,field,translation\r\n1,,title,x\r\n', 'csv'))).toMatchObject({ status: 403 });
  });
});
