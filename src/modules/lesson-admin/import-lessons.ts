import 'server-only';
import type { z } from 'zod';
import { insertDraftLessons, lockLessonFields, readCourseOptions, readLessonBlocks, readLessonSlugs, saveLessonFields, type LessonRow } from '@/modules/courses';
import { changedFields, writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { CsvSyntaxError, parseCsv, unguardCell, type CsvRecord } from '@/lib/csv';
import { LESSON_CSV_COLUMNS } from './export-lessons';
import { draftForStorage, LESSON_SLUG_CONSTRAINT, lessonPublishProblems, storedBlocks, toPublishedBlocks } from './lesson-rules';
import { LESSON_LIMITS } from './limits';
import { lessonSlugSchema, lessonTitleSchema, minutesSchema, positionSchema, xpSchema, type ImportProblem } from './schemas';
import { isUniqueViolation } from '@/server/db-errors';
import { editPublicContent } from '@/server/shared-cache';

/** An import refused: every bad row with its line and reason; nothing was changed. */
export class ImportRefusedError extends AppError {
  constructor(readonly badRows: ImportProblem[]) {
    super(400, 'lessonTable.import.refused');
    this.name = 'ImportRefusedError';
  }
}

export interface ImportSummary {
  created: number;
  updated: number;
  unchanged: number;
}

type Column = (typeof LESSON_CSV_COLUMNS)[number];

interface ImportRow {
  line: number;
  id: number | null;
  courseSlug: string;
  slug: string;
  title: string;
  position: number;
  xpReward: number;
  estimatedMinutes: number;
  published: boolean;
}

const REASON = 'lessonTable.import.reasons';
const INT_MAX = 2_147_483_647;

/** The header must name each column once, in any order, and nothing else. */
function columnIndexes(header: CsvRecord): Record<Column, number> {
  const names = header.fields.map((field) => field.trim());
  const valid = names.length === LESSON_CSV_COLUMNS.length && LESSON_CSV_COLUMNS.every((column) => names.filter((name) => name === column).length === 1);
  if (!valid) throw new ImportRefusedError([{ line: header.line, reason: `${REASON}.header`, values: { columns: LESSON_CSV_COLUMNS.join(',') } }]);
  return Object.fromEntries(LESSON_CSV_COLUMNS.map((column) => [column, names.indexOf(column)])) as Record<Column, number>;
}

/** Reads one record's cells; every problem is reported, not only the first. */
function readRow(record: CsvRecord, at: Record<Column, number>, problems: ImportProblem[]): ImportRow | null {
  if (record.fields.length !== LESSON_CSV_COLUMNS.length) {
    problems.push({ line: record.line, reason: `${REASON}.columnCount`, values: { expected: LESSON_CSV_COLUMNS.length, found: record.fields.length } });
    return null;
  }
  const before = problems.length;
  const cell = (column: Column) => record.fields[at[column]]!;
  const check = <S extends z.ZodType>(column: Column, schema: S, value: unknown): z.output<S> | undefined => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    problems.push({ line: record.line, column, reason: parsed.error.issues[0]?.message ?? `${REASON}.invalid` });
    return undefined;
  };

  let id: number | null = null;
  const idText = cell('id').trim();
  if (idText !== '') {
    id = /^\d{1,10}$/.test(idText) && Number(idText) >= 1 && Number(idText) <= INT_MAX ? Number(idText) : null;
    if (id === null) problems.push({ line: record.line, column: 'id', reason: `${REASON}.id` });
  }
  const courseSlug = unguardCell(cell('course_slug')).trim();
  if (courseSlug === '') problems.push({ line: record.line, column: 'course_slug', reason: `${REASON}.courseRequired` });
  const slug = check('slug', lessonSlugSchema, unguardCell(cell('slug')));
  const title = check('title', lessonTitleSchema, unguardCell(cell('title')));
  const position = check('position', positionSchema, cell('position'));
  const xpReward = check('xp_reward', xpSchema, cell('xp_reward'));
  const estimatedMinutes = check('estimated_minutes', minutesSchema, cell('estimated_minutes'));
  const publishedText = cell('published').trim().toLowerCase();
  if (publishedText !== 'true' && publishedText !== 'false') problems.push({ line: record.line, column: 'published', reason: `${REASON}.published` });
  if (problems.length > before) return null;
  return { line: record.line, id, courseSlug, slug: slug!, title: title!, position: position!, xpReward: xpReward!, estimatedMinutes: estimatedMinutes!, published: publishedText === 'true' };
}

/** The lesson's columns a CSV row sets (all but `published`, which a new lesson never takes from the file). */
function lessonFieldsOf(row: ImportRow & { courseId: number }) {
  return { courseId: row.courseId, slug: row.slug, title: row.title, position: row.position, xpReward: row.xpReward, estimatedMinutes: row.estimatedMinutes };
}

/**
 * Imports the lessons CSV (the export's format) all or nothing: a row with an id updates that lesson, a row without
 * one creates a draft lesson with no blocks. Every row is checked first, against the file and the database as they
 * will be (slugs stay unique per course, a lesson is published only when complete); one bad row and nothing changes.
 */
export async function importLessonsCsv(actor: Actor, text: string): Promise<ImportSummary> {
  assertCan(actor, 'edit:content:any');
  if (Buffer.byteLength(text, 'utf8') > LESSON_LIMITS.importBytes) throw new AppError(400, 'lessonTable.import.tooLarge');
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new ImportRefusedError([{ line: error.line, reason: `${REASON}.${error.problem}` }]);
    throw error;
  }
  // Blank lines carry nothing (a spreadsheet often leaves one at the end).
  records = records.filter((record) => !(record.fields.length === 1 && record.fields[0]!.trim() === ''));
  const [header, ...data] = records;
  if (!header || data.length === 0) throw new AppError(400, 'lessonTable.import.empty');
  if (data.length > LESSON_LIMITS.importRows) {
    throw new ImportRefusedError([{ line: data[LESSON_LIMITS.importRows]!.line, reason: `${REASON}.tooManyRows`, values: { max: LESSON_LIMITS.importRows } }]);
  }
  const at = columnIndexes(header);
  const problems: ImportProblem[] = [];
  const rows = data.map((record) => readRow(record, at, problems)).filter((row): row is ImportRow => row !== null);

  try {
    return await editPublicContent(async (tx) => {
      const courseRows = await readCourseOptions(tx);
      const courseBySlug = new Map(courseRows.map((course) => [course.slug, course]));
      const courseSlugById = new Map(courseRows.map((course) => [course.id, course.slug]));
      const fileIds = [...new Set(rows.flatMap((row) => (row.id === null ? [] : [row.id])))];
      const existing = fileIds.length ? await lockLessonFields(tx, fileIds) : [];
      const existingById = new Map(existing.map((lesson) => [lesson.id, lesson]));

      // Rows whose id and course are known, with the course id resolved.
      const firstLineOfId = new Map<number, number>();
      const valid: (ImportRow & { courseId: number })[] = [];
      for (const row of rows) {
        let ok = true;
        if (row.id !== null) {
          const first = firstLineOfId.get(row.id);
          if (first !== undefined) {
            problems.push({ line: row.line, column: 'id', reason: `${REASON}.duplicateId`, values: { first } });
            ok = false;
          } else {
            firstLineOfId.set(row.id, row.line);
            if (!existingById.has(row.id)) {
              problems.push({ line: row.line, column: 'id', reason: `${REASON}.unknownId`, values: { id: row.id } });
              ok = false;
            }
          }
        }
        const course = courseBySlug.get(row.courseSlug);
        if (!course) {
          problems.push({ line: row.line, column: 'course_slug', reason: `${REASON}.unknownCourse`, values: { course: row.courseSlug } });
          ok = false;
        }
        if (row.published && row.id === null) {
          problems.push({ line: row.line, column: 'published', reason: `${REASON}.publishNew` });
          ok = false;
        }
        if (ok && course) valid.push({ ...row, courseId: course.id });
      }

      // Publishing needs a complete lesson (the CSV never carries blocks, so only existing lessons can be).
      const toPublish = valid.filter((row) => row.published && row.id !== null && !existingById.get(row.id)!.published).map((row) => row.id!);
      const blocksById = new Map<number, LessonRow['blocks']>();
      if (toPublish.length > 0) {
        for (const lesson of await readLessonBlocks(tx, toPublish)) {
          blocksById.set(lesson.id, lesson.blocks);
        }
        for (const row of valid) {
          if (row.id === null || !blocksById.has(row.id)) continue;
          if ((await lessonPublishProblems(tx, storedBlocks(blocksById.get(row.id)!))).length > 0) {
            problems.push({ line: row.line, column: 'published', reason: `${REASON}.notPublishable` });
          }
        }
      }

      // Slugs stay unique per course once every row is applied: the lessons as they will be, by course and slug.
      const targetCourses = [...new Set(valid.map((row) => row.courseId))];
      const neighbours = targetCourses.length
        ? await readLessonSlugs(tx, targetCourses, fileIds)
        : [];
      const finalKey = new Map<string, string>(neighbours.map((lesson) => [`lesson:${lesson.id}`, `${lesson.courseId}/${lesson.slug}`]));
      for (const row of valid) finalKey.set(row.id === null ? `line:${row.line}` : `lesson:${row.id}`, `${row.courseId}/${row.slug}`);
      const owners = new Map<string, string[]>();
      for (const [owner, key] of finalKey) owners.set(key, [...(owners.get(key) ?? []), owner]);
      for (const row of valid) {
        const key = `${row.courseId}/${row.slug}`;
        if ((owners.get(key)?.length ?? 0) > 1) problems.push({ line: row.line, column: 'slug', reason: `${REASON}.slugTaken`, values: { slug: row.slug, course: row.courseSlug } });
      }

      if (problems.length > 0) throw new ImportRefusedError(problems.sort((a, b) => a.line - b.line));

      // Apply. A slug may pass from one lesson to another within the file, so lessons changing course or slug first
      // step aside to a placeholder no real slug can be ('~' is outside the slug alphabet).
      const updates = valid.flatMap((row) => {
        if (row.id === null) return [];
        const before = existingById.get(row.id)!;
        const fields = lessonFieldsOf(row);
        const changes = changedFields(before, { ...fields, published: row.published });
        return changes ? [{ row, before, changes }] : [];
      });
      for (const { row, before } of updates) {
        if (before.courseId !== row.courseId || before.slug !== row.slug) await saveLessonFields(tx, row.id!, { slug: `~import-${row.id}` });
      }
      const updatedAt = new Date();
      for (const { row } of updates) {
        const blocks = blocksById.get(row.id!);
        await saveLessonFields(tx, row.id!, {
          ...lessonFieldsOf(row),
          published: row.published,
          updatedAt,
          ...(blocks ? { blocks: draftForStorage(toPublishedBlocks(blocks)) } : {}),
        });
      }
      const newRows = valid.filter((row) => row.id === null);
      const created = await insertDraftLessons(
        tx,
        newRows.map((row) => lessonFieldsOf(row)),
      );
      const summary = { created: created.length, updated: updates.length, unchanged: valid.length - newRows.length - updates.length };
      if (summary.created + summary.updated > 0) {
        await writeAudit(tx, actor, {
          actionType: 'lessons_import',
          component: 'content',
          entityId: null,
          message: `${actor.email} imported lessons from CSV: ${summary.created} created, ${summary.updated} updated`,
          details: {
            created: created.map((lesson) => ({ id: lesson.id, lesson: `${courseSlugById.get(lesson.courseId)}/${lesson.slug}` })),
            updated: updates.map(({ row, changes }) => ({ id: row.id, lesson: `${row.courseSlug}/${row.slug}`, ...changes })),
            unchanged: summary.unchanged,
          },
        });
      }
      return summary;
    });
  } catch (error) {
    // Someone else took a slug between the check and the write: nothing was applied.
    if (isUniqueViolation(error, LESSON_SLUG_CONSTRAINT)) throw new AppError(409, 'lessonTable.import.conflict');
    throw error;
  }
}
