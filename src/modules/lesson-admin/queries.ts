import 'server-only';
import { getDb } from '@/db/client';
import { TRANSLATION_LOCALES, type TranslationLocale } from '@/db/schema';
import type { Block, DraftBlock } from '@/lib/lesson-content';
import { courseTranslationStatus, textsFingerprint, translationState, type LessonTexts, type TranslationState } from '@/lib/lesson-translation';
import type { TranslationStatus } from '@/lib/translation-locales';
import { listThumbnailChoices, type ThumbnailChoice } from '@/modules/content-admin';
import {
  countLessonTableRows,
  readCourseLessonsOf,
  readCourseOptions,
  readLessonForEditor,
  readLessonTableRows,
  readLessonTranslationsForExport,
  readTranslationOverview,
} from '@/modules/courses';
import { readSkillOptions, type SkillOption } from '@/modules/mastery';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { storedBlocks } from './lesson-rules';
import { LESSON_LIMITS } from './limits';

/*
 * The statements are the owners' (decision 055): courses for courses, lessons and their translations, mastery for the
 * skills, files (through content-admin's choices) for the images; this module checks the editor's permission and
 * shapes the pages.
 */

export type { SkillOption };
import type { LessonEditorSearch, LessonTableFilters } from './schemas';
import type { TranslationFilters } from './translation-schemas';

export interface CourseOption {
  id: number;
  slug: string;
  title: string;
}

/** Every course, in catalogue order, for the pickers. */
export async function listCourseOptions(actor: Actor): Promise<CourseOption[]> {
  assertCan(actor, 'edit:content:any');
  return readCourseOptions(getDb());
}

export interface CourseLessonLink {
  id: number;
  slug: string;
  title: string;
  position: number;
  published: boolean;
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

export async function getLessonForEditor(actor: Actor, lessonId: number): Promise<LessonForEditor | null> {
  assertCan(actor, 'edit:content:any');
  const { lesson: row, translations: translationRows } = await readLessonForEditor(getDb(), lessonId);
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

/** The lessons table: filtered and sorted on the server; at most LESSON_LIMITS.tableRows rows, with the total. */
export async function listLessonTable(actor: Actor, filters: LessonTableFilters): Promise<{ rows: LessonTableRow[]; total: number }> {
  assertCan(actor, 'edit:content:any');
  const db = getDb();
  const [rows, total] = await Promise.all([readLessonTableRows(db, filters, LESSON_LIMITS.tableRows), countLessonTableRows(db, filters)]);
  return { rows, total };
}

/** Every lesson the filters match, in the table's order (the CSV export). */
export async function listLessonsForExport(actor: Actor, filters: LessonTableFilters): Promise<LessonTableRow[]> {
  assertCan(actor, 'edit:content:any');
  return readLessonTableRows(getDb(), filters);
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

/** /admin/lessoneditor?course=…&lesson=…: the picker, the open course's lessons and the lesson being edited. */
export async function getLessonEditorPage(actor: Actor, search: LessonEditorSearch): Promise<LessonEditorPage> {
  assertCan(actor, 'edit:content:any');
  const language = search.language ?? 'en';
  const [courseOptions, lesson, courseLessons, thumbnailChoices, skillOptions] = await Promise.all([
    listCourseOptions(actor),
    search.lesson ? getLessonForEditor(actor, search.lesson) : null,
    readCourseLessonsOf(getDb(), search.lesson, search.course),
    // The images and skills are the English editor's: a translator changes neither.
    search.lesson && language === 'en' ? listThumbnailChoices(actor) : [],
    search.lesson && language === 'en' ? readSkillOptions(getDb()) : [],
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
  const { courseRows, lessonRows } = await readTranslationOverview(getDb());

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
  const rows = await readLessonTranslationsForExport(getDb(), filters, locale);
  return rows.map(({ translatedTitle, texts, sourceTexts, ...row }) => ({ ...row, translation: translatedTitle === null ? null : { title: translatedTitle, texts: texts ?? {}, sourceTexts: sourceTexts ?? {} } }));
}
