import 'server-only';
import { getDb } from '@/db/client';
import { TRANSLATION_LOCALES, type BadgeRuleKind, type TranslationLocale } from '@/db/schema';
import { courseFingerprint, courseTranslationStatus } from '@/lib/lesson-translation';
import type { TranslationStatus } from '@/lib/translation-locales';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { readCourseChoices, readCourseForEditor, readCoursesForEditor, readFeaturedLessonChoices } from '@/modules/courses';
import { readBadgeForEditor, readBadgesForAdmin } from '@/modules/progress';
import { badgeFingerprint, badgeTranslationStatus } from './badge-language';
import { listThumbnailChoices, type ThumbnailChoice } from './thumbnail-choices';

// The statements are the owners' (decision 055): courses for courses and lessons, progress for badges, files for the
// images; this module checks the editor's permission and shapes the pages.

// ── Courses ──────────────────────────────────────────────────────────────────────────────────────────────────

export interface CourseEditorRow {
  id: number;
  slug: string;
  title: string;
  subject: string;
  ageBand: string;
  thumbnailPath: string | null;
  published: boolean;
  featured: boolean;
  publishedLessons: number;
  totalLessons: number;
}

/** Every course, drafts included, in catalogue order, with its published and total lesson counts. */
export async function listCoursesForEditor(actor: Actor): Promise<CourseEditorRow[]> {
  assertCan(actor, 'edit:content:any');
  return readCoursesForEditor(getDb());
}

export interface CourseForEditor {
  id: number;
  slug: string;
  title: string;
  summary: string;
  description: string;
  subject: string;
  ageBand: string;
  thumbnailPath: string | null;
  featured: boolean;
  published: boolean;
  publishedLessons: number;
  /** The fingerprint of its English words (a translation saved now is written against it). */
  englishFingerprint: string;
  /** Its words in each language (null: none yet), with how they stand against the English today (decision 051). */
  translations: Record<TranslationLocale, CourseTranslationForEditor | null>;
}

export interface CourseTranslationForEditor {
  title: string;
  summary: string;
  description: string;
  /** Its version (ISO): a save over a newer one is refused. */
  updatedAt: string;
  status: TranslationStatus;
}

/** One course for its edit page, with its translations; null when it does not exist. */
export async function getCourseForEditor(actor: Actor, courseId: number): Promise<CourseForEditor | null> {
  assertCan(actor, 'edit:content:any');
  const { course, translations: translationRows } = await readCourseForEditor(getDb(), courseId);
  if (!course) return null;
  const translations = Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, null])) as Record<TranslationLocale, CourseTranslationForEditor | null>;
  for (const { locale, sourceFingerprint, updatedAt, ...words } of translationRows) {
    translations[locale] = { ...words, updatedAt: updatedAt.toISOString(), status: courseTranslationStatus(course, { ...words, sourceFingerprint }) };
  }
  return { ...course, englishFingerprint: courseFingerprint(course), translations };
}

/** Every course as a choice (the badge editor's course rule). */
export async function listCourseChoices(actor: Actor): Promise<{ id: number; title: string; published: boolean }[]> {
  assertCan(actor, 'edit:content:any');
  return readCourseChoices(getDb());
}

// ── Featured lessons ─────────────────────────────────────────────────────────────────────────────────────────

export interface FeaturedLessonItem {
  id: number;
  title: string;
  courseTitle: string;
  /** False for a lesson unpublished after it was featured: it must be removed before saving. */
  published: boolean;
  /** False when its course is a draft: featured, but children do not see it until the course is published. */
  coursePublished: boolean;
}

export interface FeaturedLessonsEditorData {
  featured: FeaturedLessonItem[];
  /** Published lessons, grouped by course in catalogue order. */
  courses: { id: number; title: string; published: boolean; lessons: { id: number; title: string }[] }[];
}

/** /admin/featurelessons: the featured lessons in order and the published lessons to pick from. */
export async function getFeaturedLessonsPage(actor: Actor): Promise<FeaturedLessonsEditorData> {
  assertCan(actor, 'edit:content:any');
  const { featured: featuredRows, published: publishedRows } = await readFeaturedLessonChoices(getDb());
  const groups = new Map<number, FeaturedLessonsEditorData['courses'][number]>();
  for (const row of publishedRows) {
    const group = groups.get(row.courseId) ?? { id: row.courseId, title: row.courseTitle, published: row.coursePublished, lessons: [] };
    group.lessons.push({ id: row.id, title: row.title });
    groups.set(row.courseId, group);
  }
  return {
    featured: featuredRows.map(({ id, title, courseTitle, published, coursePublished }) => ({ id, title, courseTitle, published, coursePublished })),
    courses: [...groups.values()],
  };
}

// ── Badges ───────────────────────────────────────────────────────────────────────────────────────────────────

export interface BadgeAdminRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  iconEmoji: string | null;
  iconPath: string | null;
  ruleKind: BadgeRuleKind;
  ruleThreshold: number;
  ruleCourseTitle: string | null;
  xpBonus: number;
  active: boolean;
  /** How many children hold it. */
  holders: number;
  /** How its name and description stand in each language (decision 054). */
  translations: Record<TranslationLocale, TranslationStatus>;
}

/** Every badge, active and retired, with its rule's course, how many children hold it and how far it is translated. */
export async function listBadgesForAdmin(actor: Actor): Promise<BadgeAdminRow[]> {
  assertCan(actor, 'edit:content:any');
  const { rows, translations: translationRows } = await readBadgesForAdmin(getDb());
  return rows.map((row) => {
    const translation = (locale: TranslationLocale) => translationRows.find((each) => each.badgeId === row.id && each.locale === locale) ?? null;
    return { ...row, translations: Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, badgeTranslationStatus(row, translation(locale))])) as Record<TranslationLocale, TranslationStatus> };
  });
}

export interface BadgeForEditor {
  id: number;
  name: string;
  description: string;
  iconEmoji: string | null;
  iconPath: string | null;
  ruleKind: BadgeRuleKind;
  ruleThreshold: number;
  ruleCourseId: number | null;
  xpBonus: number;
  active: boolean;
  /** The fingerprint of its English name and description (a translation saved now is written against it). */
  englishFingerprint: string;
  /** Its words in each language (null: none yet), with how they stand against the English today (decision 054). */
  translations: Record<TranslationLocale, BadgeTranslationForEditor | null>;
}

export interface BadgeTranslationForEditor {
  name: string;
  description: string;
  /** Its version (ISO): a save over a newer one is refused. */
  updatedAt: string;
  status: TranslationStatus;
}

/** One badge for its edit page, with its translations; null when it does not exist. */
export async function getBadgeForEditor(actor: Actor, badgeId: number): Promise<BadgeForEditor | null> {
  assertCan(actor, 'edit:content:any');
  const { badge, translations: translationRows } = await readBadgeForEditor(getDb(), badgeId);
  if (!badge) return null;
  const translations = Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, null])) as Record<TranslationLocale, BadgeTranslationForEditor | null>;
  for (const row of translationRows) {
    translations[row.locale] = { name: row.name, description: row.description, updatedAt: row.updatedAt.toISOString(), status: badgeTranslationStatus(badge, row) };
  }
  return { ...badge, englishFingerprint: badgeFingerprint(badge), translations };
}

// ── Pages (decision 015: one query per page, its reads in parallel; null when the page's record does not exist) ──

export interface CourseListPage {
  courses: CourseEditorRow[];
}

/** /admin/courseeditor. */
export async function getCourseListPage(actor: Actor): Promise<CourseListPage> {
  assertCan(actor, 'edit:content:any');
  return { courses: await listCoursesForEditor(actor) };
}

export interface CourseEditorPage {
  /** Null on /admin/courseeditor/new. */
  course: CourseForEditor | null;
  thumbnails: ThumbnailChoice[];
}

/** /admin/courseeditor/<id> and, without an id, /admin/courseeditor/new; null when the course does not exist. */
export async function getCourseEditorPage(actor: Actor): Promise<CourseEditorPage>;
export async function getCourseEditorPage(actor: Actor, courseId: number): Promise<CourseEditorPage | null>;
export async function getCourseEditorPage(actor: Actor, courseId?: number): Promise<CourseEditorPage | null> {
  assertCan(actor, 'edit:content:any');
  const [course, thumbnails] = await Promise.all([courseId === undefined ? null : getCourseForEditor(actor, courseId), listThumbnailChoices(actor)]);
  if (courseId !== undefined && !course) return null;
  return { course, thumbnails };
}

export interface BadgeListPage {
  badges: BadgeAdminRow[];
}

/** /admin/badges. */
export async function getBadgeListPage(actor: Actor): Promise<BadgeListPage> {
  assertCan(actor, 'edit:content:any');
  return { badges: await listBadgesForAdmin(actor) };
}

export interface BadgeEditorPage {
  /** Null on /admin/badges/new. */
  badge: BadgeForEditor | null;
  courses: { id: number; title: string; published: boolean }[];
  thumbnails: ThumbnailChoice[];
}

/** /admin/badges/<id> and, without an id, /admin/badges/new; null when the badge does not exist. */
export async function getBadgeEditorPage(actor: Actor): Promise<BadgeEditorPage>;
export async function getBadgeEditorPage(actor: Actor, badgeId: number): Promise<BadgeEditorPage | null>;
export async function getBadgeEditorPage(actor: Actor, badgeId?: number): Promise<BadgeEditorPage | null> {
  assertCan(actor, 'edit:content:any');
  const [badge, courseChoices, thumbnails] = await Promise.all([
    badgeId === undefined ? null : getBadgeForEditor(actor, badgeId),
    listCourseChoices(actor),
    listThumbnailChoices(actor),
  ]);
  if (badgeId !== undefined && !badge) return null;
  return { badge, courses: courseChoices, thumbnails };
}
