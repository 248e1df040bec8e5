import 'server-only';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/db/client';
import { courses, courseTranslations, lessons, lessonTranslations, skills, TRANSLATION_LOCALES, type TranslationLocale } from '@/db/schema';
import type { Block, DraftBlock } from '@/lib/lesson-content';
import { courseTranslationStatus, textsFingerprint, translationState, type LessonTexts, type TranslationState } from '@/lib/lesson-translation';
import type { TranslationStatus } from '@/lib/translation-locales';
import { listThumbnailChoices, type ThumbnailChoice } from '@/modules/content-admin';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { storedBlocks } from './lesson-rules';
import { LESSON_LIMITS } from './limits';
import type { LessonEditorSearch, LessonSort, LessonTableFilters } from './schemas';
import type { TranslationFilters } from './translation-schemas';

export interface CourseOption {
  id: number;
  slug: string;
  title: string;
}

/** Every course, in catalogue order, for the pickers. */
export async function listCourseOptions(actor: Actor): Promise<CourseOption[]> {
  assertCan(actor, 'edit:content:any');
  return getDb().select({ id: courses.id, slug: courses.slug, title: courses.title }).from(courses).orderBy(asc(courses.position), asc(courses.id));
}

export interface CourseLessonLink {
  id: number;
  slug: string;
  title: string;
  position: number;
  published: boolean;
}

/** A course's lessons in their order, drafts included. */
export async function listCourseLessons(actor: Actor, courseId: number): Promise<CourseLessonLink[]> {
  assertCan(actor, 'edit:content:any');
  return getDb()
    .select({ id: lessons.id, slug: lessons.slug, title: lessons.title, position: lessons.position, published: lessons.published })
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.position), asc(lessons.id));
}

/** A lesson as the editor edits it (answers included: only admins read this). */
export interface LessonForEditor {
  id: number;
  courseId: number;
  courseSlug: string;
  courseTitle: string;
  slug: string;
  title: string;
  estimatedMinutes: number;
  xpReward: number;
  thumbnailPath: string | null;
  published: boolean;
  blocks: DraftBlock[];
  /** The version the editor starts from (ISO). */
  updatedAt: string;
  /** The fingerprint of its English words as stored (a translation saved now is written against it). */
  englishFingerprint: string;
  /** Its translations, by language (null: none yet). */
  translations: Record<TranslationLocale, LessonTranslationForEditor | null>;
}

/** A lesson's words in one language, with how they stand against the English today (decision 051). */
export interface LessonTranslationForEditor {
  title: string;
  texts: LessonTexts;
  /** The English words it was written from, by block id. */
  sourceTexts: LessonTexts;
  /** Its version (ISO): a save over a newer one is refused. */
  updatedAt: string;
  state: TranslationState;
}

/** A skill a question may practise, named in every language (the picker shows the admin's). */
export interface SkillOption {
  slug: string;
  name: Record<'en' | 'fr' | 'ar', string>;
}

/** Every skill, in the curriculum's order (decision 052). */
function selectSkillOptions(): Promise<SkillOption[]> {
  return getDb().select({ slug: skills.slug, name: skills.name }).from(skills).orderBy(asc(skills.position), asc(skills.slug));
}

function selectLessonTranslations(lessonId: number) {
  return getDb()
    .select({
      locale: lessonTranslations.locale,
      title: lessonTranslations.title,
      texts: lessonTranslations.texts,
      sourceTexts: lessonTranslations.sourceTexts,
      sourceFingerprint: lessonTranslations.sourceFingerprint,
      updatedAt: lessonTranslations.updatedAt,
    })
    .from(lessonTranslations)
    .where(eq(lessonTranslations.lessonId, lessonId));
}

export async function getLessonForEditor(actor: Actor, lessonId: number): Promise<LessonForEditor | null> {
  assertCan(actor, 'edit:content:any');
  const [[row], translationRows] = await Promise.all([selectLessonForEditor(lessonId), selectLessonTranslations(lessonId)]);
  if (!row) return null;
  const translations = Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, null])) as Record<TranslationLocale, LessonTranslationForEditor | null>;
  for (const translation of translationRows) {
    translations[translation.locale] = {
      title: translation.title,
      texts: translation.texts,
      sourceTexts: translation.sourceTexts,
      updatedAt: translation.updatedAt.toISOString(),
      state: translationState(row, translation),
    };
  }
  return { ...row, blocks: storedBlocks(row.blocks), updatedAt: row.updatedAt.toISOString(), englishFingerprint: textsFingerprint(row.title, row.blocks), translations };
}

function selectLessonForEditor(lessonId: number) {
  return getDb()
    .select({
      id: lessons.id,
      courseId: lessons.courseId,
      courseSlug: courses.slug,
      courseTitle: courses.title,
      slug: lessons.slug,
      title: lessons.title,
      estimatedMinutes: lessons.estimatedMinutes,
      xpReward: lessons.xpReward,
      thumbnailPath: lessons.thumbnailPath,
      published: lessons.published,
      blocks: lessons.blocks,
      updatedAt: lessons.updatedAt,
    })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(lessons.id, lessonId));
}

export interface LessonTableRow {
  id: number;
  courseId: number;
  courseSlug: string;
  courseTitle: string;
  position: number;
  title: string;
  slug: string;
  xpReward: number;
  estimatedMinutes: number;
  published: boolean;
  updatedAt: Date;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function whereFor(filters: LessonTableFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.course) conditions.push(eq(lessons.courseId, filters.course));
  if (filters.published) conditions.push(eq(lessons.published, filters.published === 'yes'));
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    conditions.push(or(ilike(lessons.title, pattern), ilike(lessons.slug, pattern))!);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const SORT_COLUMNS: Record<LessonSort, SQL[]> = {
  course: [sql`lower(${courses.title})`, sql`${lessons.position}`],
  position: [sql`${lessons.position}`],
  title: [sql`lower(${lessons.title})`],
  slug: [sql`${lessons.slug}`],
  xp: [sql`${lessons.xpReward}`],
  minutes: [sql`${lessons.estimatedMinutes}`],
  published: [sql`${lessons.published}`],
  updated: [sql`${lessons.updatedAt}`],
};

function orderFor(filters: LessonTableFilters): SQL[] {
  const direction = filters.dir === 'desc' ? desc : asc;
  // The id last, so rows that tie keep one stable order.
  return [...SORT_COLUMNS[filters.sort ?? 'course'].map((column) => direction(column)), direction(lessons.id)];
}

async function selectLessonRows(filters: LessonTableFilters, limit?: number): Promise<LessonTableRow[]> {
  const query = getDb()
    .select({
      id: lessons.id,
      courseId: lessons.courseId,
      courseSlug: courses.slug,
      courseTitle: courses.title,
      position: lessons.position,
      title: lessons.title,
      slug: lessons.slug,
      xpReward: lessons.xpReward,
      estimatedMinutes: lessons.estimatedMinutes,
      published: lessons.published,
      updatedAt: lessons.updatedAt,
    })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(whereFor(filters))
    .orderBy(...orderFor(filters));
  return limit === undefined ? query : query.limit(limit);
}

/** The lessons table: filtered and sorted on the server; at most LESSON_LIMITS.tableRows rows, with the total. */
export async function listLessonTable(actor: Actor, filters: LessonTableFilters): Promise<{ rows: LessonTableRow[]; total: number }> {
  assertCan(actor, 'edit:content:any');
  const [rows, [total]] = await Promise.all([
    selectLessonRows(filters, LESSON_LIMITS.tableRows),
    getDb().select({ value: count() }).from(lessons).innerJoin(courses, eq(courses.id, lessons.courseId)).where(whereFor(filters)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Every lesson the filters match, in the table's order (the CSV export). */
export async function listLessonsForExport(actor: Actor, filters: LessonTableFilters): Promise<LessonTableRow[]> {
  assertCan(actor, 'edit:content:any');
  return selectLessonRows(filters);
}

// ── Pages (decision 015: one query per page, its reads in parallel) ───────────────────────────────────────────

export interface LessonEditorPage {
  /** Every course, for the picker. */
  courses: CourseOption[];
  /** The open course: the lesson's, else the one asked for; null when neither exists. */
  course: CourseOption | null;
  courseLessons: CourseLessonLink[];
  lesson: LessonForEditor | null;
  /** The images the lesson may use (empty without a lesson). */
  thumbnailChoices: ThumbnailChoice[];
  /** The skills a question may practise (empty without a lesson). */
  skills: SkillOption[];
  /** The language edited: English, or a translation's words beside the English. */
  language: 'en' | TranslationLocale;
  /** The address names a lesson (or a course) that does not exist: the page says so instead of a 404. */
  lessonMissing: boolean;
  courseMissing: boolean;
}

/**
 * The lessons of the lesson's course, else of `courseId`, in one statement: the lesson's course is looked up in a
 * subquery, so this runs beside the lesson's own read instead of after it.
 */
function selectCourseLessonsOf(lessonId: number | undefined, courseId: number | undefined): Promise<CourseLessonLink[]> {
  if (lessonId === undefined && courseId === undefined) return Promise.resolve([]);
  const picked = alias(lessons, 'picked');
  const courseOfLesson = lessonId === undefined ? null : getDb().select({ courseId: picked.courseId }).from(picked).where(eq(picked.id, lessonId));
  const course = courseOfLesson ? sql`coalesce((${courseOfLesson}), ${courseId ?? null}::int)` : sql`${courseId!}::int`;
  return getDb()
    .select({ id: lessons.id, slug: lessons.slug, title: lessons.title, position: lessons.position, published: lessons.published })
    .from(lessons)
    .where(eq(lessons.courseId, course))
    .orderBy(asc(lessons.position), asc(lessons.id));
}

/** /admin/lessoneditor?course=…&lesson=…: the picker, the open course's lessons and the lesson being edited. */
export async function getLessonEditorPage(actor: Actor, search: LessonEditorSearch): Promise<LessonEditorPage> {
  assertCan(actor, 'edit:content:any');
  const language = search.language ?? 'en';
  const [courseOptions, lesson, courseLessons, thumbnailChoices, skillOptions] = await Promise.all([
    listCourseOptions(actor),
    search.lesson ? getLessonForEditor(actor, search.lesson) : null,
    selectCourseLessonsOf(search.lesson, search.course),
    // The images and skills are the English editor's: a translator changes neither.
    search.lesson && language === 'en' ? listThumbnailChoices(actor) : [],
    search.lesson && language === 'en' ? selectSkillOptions() : [],
  ]);
  const courseId = lesson?.courseId ?? search.course;
  const course = courseOptions.find((option) => option.id === courseId) ?? null;
  return {
    courses: courseOptions,
    course,
    courseLessons: course ? courseLessons : [],
    lesson,
    thumbnailChoices: lesson ? thumbnailChoices : [],
    skills: lesson ? skillOptions : [],
    language,
    lessonMissing: search.lesson !== undefined && !lesson,
    courseMissing: search.course !== undefined && !course && !lesson,
  };
}

export interface LessonTablePage {
  /** At most LESSON_LIMITS.tableRows of them. */
  rows: LessonTableRow[];
  /** How many lessons the filters match. */
  total: number;
  /** Every course, for the filter and the course cells. */
  courses: CourseOption[];
}

/** /admin/lessoneditor/lessontableeditor: the filtered, sorted lessons and the courses. */
export async function getLessonTablePage(actor: Actor, filters: LessonTableFilters): Promise<LessonTablePage> {
  assertCan(actor, 'edit:content:any');
  const [{ rows, total }, courseOptions] = await Promise.all([listLessonTable(actor, filters), listCourseOptions(actor)]);
  return { rows, total, courses: courseOptions };
}

// ── The translation view (decision 051) ──────────────────────────────────────────────────────────────────────

/** How one course or lesson stands in one language; for a lesson, how many blocks are behind. */
export interface TranslationCell {
  status: TranslationStatus;
  /** Blocks whose English changed since the translation was written. */
  changed: number;
  /** Blocks whose translation lacks a word. */
  lacking: number;
}

export interface TranslationItem {
  id: number;
  /** English, the source. */
  title: string;
  slug: string;
  published: boolean;
  languages: Record<TranslationLocale, TranslationCell>;
}

export interface TranslationCourseGroup extends TranslationItem {
  /** The course's lessons the filters keep, in their order. */
  lessons: TranslationItem[];
  /** The course itself matches the filters (else it only heads lessons that do). */
  matches: boolean;
}

export interface TranslationsPage {
  groups: TranslationCourseGroup[];
  /** Courses and lessons by language and status, within the course and search filters (the status filter's counts). */
  counts: Record<TranslationLocale, Record<TranslationStatus, number>>;
  /** Courses and lessons within the course and search filters. */
  total: number;
  /** Of those, shown with the status filter. */
  shown: number;
  courses: CourseOption[];
}

const localeRecord = <T>(make: () => T) => Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, make()])) as Record<TranslationLocale, T>;

/**
 * /admin/lessoneditor/translations: every course and lesson with, per language, whether it is translated, partly
 * translated, out of date or missing. Two set-based reads in parallel (the courses with their translations, the
 * lessons with theirs); the states are reckoned here, where the fingerprint of today's English is (lib/lesson-translation.ts).
 */
export async function getTranslationsPage(actor: Actor, filters: TranslationFilters): Promise<TranslationsPage> {
  assertCan(actor, 'edit:content:any');
  const db = getDb();
  const [courseRows, lessonRows] = await Promise.all([
    db
      .select({
        id: courses.id,
        slug: courses.slug,
        title: courses.title,
        summary: courses.summary,
        description: courses.description,
        published: courses.published,
        locale: courseTranslations.locale,
        translatedTitle: courseTranslations.title,
        translatedSummary: courseTranslations.summary,
        translatedDescription: courseTranslations.description,
        sourceFingerprint: courseTranslations.sourceFingerprint,
      })
      .from(courses)
      .leftJoin(courseTranslations, eq(courseTranslations.courseId, courses.id))
      .orderBy(asc(courses.position), asc(courses.id)),
    db
      .select({
        id: lessons.id,
        courseId: lessons.courseId,
        slug: lessons.slug,
        title: lessons.title,
        blocks: lessons.blocks,
        published: lessons.published,
        locale: lessonTranslations.locale,
        texts: lessonTranslations.texts,
        sourceTexts: lessonTranslations.sourceTexts,
        sourceFingerprint: lessonTranslations.sourceFingerprint,
      })
      .from(lessons)
      .leftJoin(lessonTranslations, eq(lessonTranslations.lessonId, lessons.id))
      .orderBy(asc(lessons.position), asc(lessons.id)),
  ]);

  const missing = (): TranslationCell => ({ status: 'missing', changed: 0, lacking: 0 });
  const groups = new Map<number, TranslationCourseGroup>();
  for (const row of courseRows) {
    const group = groups.get(row.id) ?? { id: row.id, title: row.title, slug: row.slug, published: row.published, languages: localeRecord(missing), lessons: [], matches: true };
    if (row.locale) {
      const translation = { title: row.translatedTitle!, summary: row.translatedSummary!, description: row.translatedDescription!, sourceFingerprint: row.sourceFingerprint! };
      group.languages[row.locale] = { status: courseTranslationStatus(row, translation), changed: 0, lacking: 0 };
    }
    groups.set(row.id, group);
  }
  const lessonsById = new Map<number, TranslationItem & { courseId: number }>();
  for (const row of lessonRows) {
    const item = lessonsById.get(row.id) ?? { id: row.id, courseId: row.courseId, title: row.title, slug: row.slug, published: row.published, languages: localeRecord(missing) };
    if (row.locale) {
      const state = translationState(row, { texts: row.texts!, sourceTexts: row.sourceTexts!, sourceFingerprint: row.sourceFingerprint! });
      item.languages[row.locale] = { status: state.status, changed: state.changed.length, lacking: state.lacking.length };
    }
    lessonsById.set(row.id, item);
  }

  const needle = filters.q?.toLowerCase();
  const found = (item: TranslationItem) => !needle || item.title.toLowerCase().includes(needle) || item.slug.includes(needle);
  const locales = filters.language ? [filters.language] : TRANSLATION_LOCALES;
  const statusMatches = (item: TranslationItem) =>
    !filters.status || locales.some((locale) => (filters.status === 'todo' ? item.languages[locale].status !== 'translated' : item.languages[locale].status === filters.status));
  const counts = localeRecord(() => ({ missing: 0, outdated: 0, partly: 0, translated: 0 }) as Record<TranslationStatus, number>);
  let total = 0;
  let shown = 0;
  const count = (item: TranslationItem) => {
    total += 1;
    for (const locale of TRANSLATION_LOCALES) counts[locale][item.languages[locale].status] += 1;
    if (statusMatches(item)) shown += 1;
  };

  for (const { courseId, ...lesson } of lessonsById.values()) {
    const group = groups.get(courseId);
    if (!group || (filters.course && filters.course !== courseId) || !found(lesson)) continue;
    count(lesson);
    if (statusMatches(lesson)) group.lessons.push(lesson);
  }
  const shownGroups: TranslationCourseGroup[] = [];
  for (const group of groups.values()) {
    if (filters.course && filters.course !== group.id) continue;
    const inSearch = found(group);
    if (inSearch) count(group);
    group.matches = inSearch && statusMatches(group);
    if (group.matches || group.lessons.length > 0) shownGroups.push(group);
  }
  return { groups: shownGroups, counts, total, shown, courses: [...groups.values()].map(({ id, slug, title }) => ({ id, slug, title })) };
}

/** A lesson's English and its translation in one language, for the translation export. */
export interface LessonTranslationExportRow {
  id: number;
  courseSlug: string;
  slug: string;
  title: string;
  blocks: Block[];
  translation: { title: string; texts: LessonTexts; sourceTexts: LessonTexts } | null;
}

/** Every lesson the table's filters match, in the table's order, with its translation into `locale` (one statement). */
export async function listLessonTranslationsForExport(actor: Actor, filters: LessonTableFilters, locale: TranslationLocale): Promise<LessonTranslationExportRow[]> {
  assertCan(actor, 'edit:content:any');
  const rows = await getDb()
    .select({
      id: lessons.id,
      courseSlug: courses.slug,
      slug: lessons.slug,
      title: lessons.title,
      blocks: lessons.blocks,
      translatedTitle: lessonTranslations.title,
      texts: lessonTranslations.texts,
      sourceTexts: lessonTranslations.sourceTexts,
    })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .leftJoin(lessonTranslations, and(eq(lessonTranslations.lessonId, lessons.id), eq(lessonTranslations.locale, locale)))
    .where(whereFor(filters))
    .orderBy(...orderFor(filters));
  return rows.map(({ translatedTitle, texts, sourceTexts, ...row }) => ({ ...row, translation: translatedTitle === null ? null : { title: translatedTitle, texts: texts ?? {}, sourceTexts: sourceTexts ?? {} } }));
}
