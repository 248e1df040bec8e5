import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, courses, lessons, lessonTranslations, skills } from '@/db/schema';
import type { Block } from '@/lib/lesson-content';
import { extractTexts, textsFingerprint } from '@/lib/lesson-translation';
import { getLessonPage } from '@/modules/courses';
import { CURRICULUM } from '@/seed/curriculum';
import { seedCurriculum } from '@/seed/curriculum/seed-curriculum';
import type { Actor } from '@/server/session-flow';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { getLessonEditorPage, getTranslationsPage } from './queries';
import { saveLesson } from './save-lesson';
import { saveLessonTranslation } from './save-lesson-translation';

/*
 * Translations edited side by side (decision 051): words only, by block id, stored against the English as it is now;
 * the translation view tells which are missing, out of date or partly translated.
 */

let admin: Actor;
let child: Actor;

beforeAll(async () => {
  admin = await actorFor(await createTestUser({ role: 'admin' }));
  child = await actorFor(await createTestUser({ role: 'child' }));
});

const BLOCKS: Block[] = [
  { id: 'intro', type: 'text', markdown: 'Money is what we **trade**.' },
  { id: 'tip', type: 'callout', tone: 'tip', markdown: 'Count your coins.' },
  { id: 'q1', type: 'question', question: { kind: 'single', prompt: 'Which is money?', explanation: 'A coin is money.', hint: 'It is round.', options: [{ id: 'a', text: 'A coin' }, { id: 'b', text: 'A leaf' }], correct: 'a' } },
  { id: 'q2', type: 'question', question: { kind: 'number', prompt: 'A comic costs {{money 2}}. How much for 4?', explanation: 'Four times {{money 2}}.', correct: 8, tolerance: 0, unit: 'money' } },
  { id: 'q3', type: 'question', question: { kind: 'order', prompt: 'Smallest first.', explanation: 'By value.', items: [{ id: 'x', text: 'Ten' }, { id: 'y', text: 'One' }], correctOrder: ['y', 'x'] } },
];

/** The French of BLOCKS, as the editor sends it (every word, by block id and word). */
const FRENCH = {
  intro: { markdown: 'L’argent sert à **échanger**.' },
  tip: { markdown: 'Compte tes pièces.' },
  q1: { prompt: 'Qu’est-ce qui est de l’argent ?', 'option:a': 'Une pièce', 'option:b': 'Une feuille', hint: 'C’est rond.', explanation: 'Une pièce, c’est de l’argent.' },
  q2: { prompt: 'Une BD coûte {{money 2}}. Combien pour 4 ?', explanation: 'Quatre fois {{money 2}}.' },
  q3: { prompt: 'Le plus petit d’abord.', 'option:x': 'Dix', 'option:y': 'Un', explanation: 'Par valeur.' },
};

/** A published course with one published lesson of BLOCKS. */
async function publishedLesson() {
  const slug = `course-${randomBytes(4).toString('hex')}`;
  const [course] = await getDb().insert(courses).values({ slug, title: `Course ${slug}`, summary: 's', description: 'd', ageBand: '7-9', subject: 'saving', published: true }).returning();
  const [lesson] = await getDb()
    .insert(lessons)
    .values({ courseId: course!.id, slug: 'what-is-money', title: 'What is money?', blocks: BLOCKS, published: true })
    .returning();
  return { course: course!, lesson: lesson! };
}

async function translationOf(lessonId: number, locale: 'fr' | 'ar') {
  const [row] = await getDb()
    .select()
    .from(lessonTranslations)
    .where(and(eq(lessonTranslations.lessonId, lessonId), eq(lessonTranslations.locale, locale)));
  return row;
}

function french(lesson: { id: number; title: string; blocks: Block[] }, overrides: Record<string, unknown> = {}) {
  return { lessonId: lesson.id, locale: 'fr', title: 'C’est quoi l’argent ?', words: FRENCH, expectedSourceFingerprint: textsFingerprint(lesson.title, lesson.blocks), expectedUpdatedAt: null, ...overrides };
}

/** The lesson as the English editor saves it, with one block's English changed. */
async function changeEnglish(lessonId: number, blockId: string, markdown: string) {
  const [row] = await getDb().select().from(lessons).where(eq(lessons.id, lessonId));
  const blocks = row!.blocks.map((block) => (block.id === blockId && (block.type === 'text' || block.type === 'callout') ? { ...block, markdown } : block));
  await saveLesson(admin, { lessonId, title: row!.title, slug: row!.slug, estimatedMinutes: 5, xpReward: 10, thumbnailPath: null, blocks }, { publish: false });
  const [after] = await getDb().select().from(lessons).where(eq(lessons.id, lessonId));
  return after!;
}

describe('saveLessonTranslation', () => {
  it('stores the words by block id against today’s English; a French child reads them, answers unchanged', async () => {
    const { course, lesson } = await publishedLesson();
    const saved = await saveLessonTranslation(admin, french(lesson));
    expect(saved.changed).toBe(true);
    const row = await translationOf(lesson.id, 'fr');
    expect(row).toMatchObject({ title: 'C’est quoi l’argent ?', sourceFingerprint: textsFingerprint(lesson.title, BLOCKS), sourceTexts: extractTexts(BLOCKS) });
    expect(row!.texts.q1).toEqual({ prompt: FRENCH.q1.prompt, hint: FRENCH.q1.hint, explanation: FRENCH.q1.explanation, options: { a: 'Une pièce', b: 'Une feuille' } });
    // A money question's unit is a mark the translation keeps, never a word to translate.
    expect(row!.texts.q2).toMatchObject({ unit: 'money' });
    const [english] = await getDb().select({ blocks: lessons.blocks }).from(lessons).where(eq(lessons.id, lesson.id));
    expect(english!.blocks).toEqual(BLOCKS);

    const page = await getLessonPage(child, course.slug, lesson.slug, { locale: 'fr', currency: 'EUR' });
    expect(page?.lesson).toMatchObject({ title: 'C’est quoi l’argent ?', language: 'own' });
    const q1 = page!.lesson.blocks.find((block) => block.id === 'q1');
    expect(q1).toMatchObject({ question: { prompt: FRENCH.q1.prompt } });

    const [entry] = await getDb()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, String(lesson.id)), eq(auditLogs.actionType, 'lesson_translation_update')));
    expect(entry).toMatchObject({ performedBy: admin.email, component: 'content', details: { locale: 'fr', title: { before: null, after: 'C’est quoi l’argent ?' } } });
    expect((entry!.details as { blocks: string[] }).blocks.sort()).toEqual(['intro', 'q1', 'q2', 'q3', 'tip']);

    // The same words again change nothing (and write no audit entry).
    expect(await saveLessonTranslation(admin, french(lesson, { expectedUpdatedAt: row!.updatedAt.toISOString() }))).toMatchObject({ changed: false });
  });

  it('cannot change an answer: only the English block’s words are accepted, each within its length, or nothing is stored', async () => {
    const { lesson } = await publishedLesson();
    const refused = async (words: Record<string, Record<string, string>>) => appErrorOf(saveLessonTranslation(admin, french(lesson, { words: { ...FRENCH, ...words } })));
    expect(await refused({ q1: { correct: 'b' } })).toMatchObject({ status: 400, fieldErrors: { 'block:q1': 'translationEditor.errors.unknownWord' } });
    expect(await refused({ q1: { 'option:c': 'Un caillou' } })).toMatchObject({ status: 400, fieldErrors: { 'block:q1': 'translationEditor.errors.unknownWord' } });
    expect(await refused({ q2: { unit: '€' } })).toMatchObject({ status: 400, fieldErrors: { 'block:q2': 'translationEditor.errors.unknownWord' } });
    expect(await refused({ nope: { markdown: 'Bonjour' } })).toMatchObject({ status: 400, fieldErrors: { 'block:nope': 'translationEditor.errors.unknownBlock' } });
    expect(await refused({ tip: { markdown: 'x'.repeat(2001) } })).toMatchObject({ status: 400, fieldErrors: { 'block:tip': 'translationEditor.errors.tooLong' } });
    expect(await appErrorOf(saveLessonTranslation(admin, french(lesson, { title: ' ' })))).toMatchObject({ status: 400, fieldErrors: { title: 'lessonEditor.errors.titleRequired' } });
    expect(await appErrorOf(saveLessonTranslation(admin, french(lesson, { locale: 'en' })))).toMatchObject({ status: 400, fieldErrors: { locale: 'translationEditor.errors.languageInvalid' } });
    expect(await appErrorOf(saveLessonTranslation(admin, french(lesson, { words: { intro: { markdown: 'a\u0000b' } } })))).toMatchObject({ status: 400, message: 'errors.controlCharacters' });
    expect(await appErrorOf(saveLessonTranslation(admin, french(lesson, { lessonId: 999_999 })))).toMatchObject({ status: 404 });
    expect(await translationOf(lesson.id, 'fr')).toBeUndefined();
    const [english] = await getDb().select({ blocks: lessons.blocks }).from(lessons).where(eq(lessons.id, lesson.id));
    expect(english!.blocks).toEqual(BLOCKS);
  });

  it('is refused when the English changed after the editor opened, or another save of the translation came first', async () => {
    const { lesson } = await publishedLesson();
    const opened = french(lesson);
    await changeEnglish(lesson.id, 'intro', 'Money is what we **swap**.');
    expect(await appErrorOf(saveLessonTranslation(admin, opened))).toMatchObject({ status: 409, message: 'translationEditor.errors.englishChanged' });
    const [now] = await getDb().select().from(lessons).where(eq(lessons.id, lesson.id));
    await saveLessonTranslation(admin, french(now!));
    // A second tab opened before the first save (no translation then): refused.
    expect(await appErrorOf(saveLessonTranslation(admin, french(now!, { title: 'Autre titre' })))).toMatchObject({ status: 409, message: 'translationEditor.errors.changedElsewhere' });
    expect((await translationOf(lesson.id, 'fr'))!.title).toBe('C’est quoi l’argent ?');
  });

  it('is for admins only', async () => {
    const { lesson } = await publishedLesson();
    for (const role of ['child', 'parent', 'tutor'] as const) {
      const actor = role === 'child' ? child : await actorFor(await createTestUser({ role }));
      expect(await appErrorOf(saveLessonTranslation(actor, french(lesson)))).toMatchObject({ status: 403 });
      expect(await appErrorOf(getTranslationsPage(actor, {}))).toMatchObject({ status: 403 });
    }
    expect(await translationOf(lesson.id, 'fr')).toBeUndefined();
  });
});

describe('translation states', () => {
  it('goes from missing to translated, out of date when the English changes, partly while a block lacks words', async () => {
    const { course, lesson } = await publishedLesson();
    const cell = async (locale: 'fr' | 'ar') => {
      const page = await getTranslationsPage(admin, { course: course.id });
      return page.groups[0]!.lessons.find((item) => item.id === lesson.id)!.languages[locale];
    };
    expect(await cell('fr')).toEqual({ status: 'missing', changed: 0, lacking: 0 });
    await saveLessonTranslation(admin, french(lesson));
    expect(await cell('fr')).toEqual({ status: 'translated', changed: 0, lacking: 0 });
    expect(await cell('ar')).toEqual({ status: 'missing', changed: 0, lacking: 0 });

    // The English of one block changes: the translation is out of date, that block shown in English.
    const changed = await changeEnglish(lesson.id, 'tip', 'Count your coins twice.');
    expect(await cell('fr')).toEqual({ status: 'outdated', changed: 1, lacking: 0 });
    const reader = { locale: 'fr', currency: 'EUR' } as const;
    const partly = await getLessonPage(child, course.slug, lesson.slug, reader);
    expect(partly?.lesson.language).toBe('partly-english');
    // The editor shows the English the block was translated from beside today's.
    const editor = await getLessonEditorPage(admin, { lesson: lesson.id, language: 'fr' });
    const translation = editor.lesson!.translations.fr!;
    expect(translation.state).toEqual({ status: 'outdated', changed: ['tip'], lacking: [] });
    expect(translation.sourceTexts.tip).toEqual({ markdown: 'Count your coins.' });

    // Saved again without that block's words: up to date, but partly translated.
    const { tip: _tip, ...withoutTip } = FRENCH;
    await saveLessonTranslation(admin, french(changed, { words: withoutTip, expectedUpdatedAt: translation.updatedAt }));
    expect(await cell('fr')).toEqual({ status: 'partly', changed: 0, lacking: 1 });
    expect((await getLessonPage(child, course.slug, lesson.slug, reader))?.lesson.language).toBe('partly-english');

    const after = (await getLessonEditorPage(admin, { lesson: lesson.id, language: 'fr' })).lesson!.translations.fr!;
    await saveLessonTranslation(admin, french(changed, { words: { ...FRENCH, tip: { markdown: 'Compte tes pièces deux fois.' } }, expectedUpdatedAt: after.updatedAt }));
    expect(await cell('fr')).toEqual({ status: 'translated', changed: 0, lacking: 0 });
    expect((await getLessonPage(child, course.slug, lesson.slug, reader))?.lesson.language).toBe('own');
  });

  it('lists every course and lesson with counts, and filters by language, status, course and title', async () => {
    const { course, lesson } = await publishedLesson();
    const [second] = await getDb()
      .insert(lessons)
      .values({ courseId: course.id, slug: 'english-only', title: 'English only', blocks: BLOCKS, position: 1 })
      .returning();
    await saveLessonTranslation(admin, french(lesson));
    const page = await getTranslationsPage(admin, { course: course.id });
    expect(page.total).toBe(3);
    expect(page.counts.fr).toEqual({ missing: 2, outdated: 0, partly: 0, translated: 1 });
    expect(page.counts.ar).toEqual({ missing: 3, outdated: 0, partly: 0, translated: 0 });
    expect(page.groups).toHaveLength(1);
    expect(page.groups[0]).toMatchObject({ id: course.id, matches: true, languages: { fr: { status: 'missing' } } });
    expect(page.groups[0]!.lessons.map((item) => item.title)).toEqual(['What is money?', 'English only']);

    const missingFrench = await getTranslationsPage(admin, { course: course.id, language: 'fr', status: 'missing' });
    expect(missingFrench.shown).toBe(2);
    expect(missingFrench.groups[0]!.lessons.map((item) => item.id)).toEqual([second!.id]);
    const translated = await getTranslationsPage(admin, { course: course.id, language: 'fr', status: 'translated' });
    // The course heads its translated lesson, though it is not translated itself.
    expect(translated.groups[0]).toMatchObject({ matches: false });
    expect(translated.groups[0]!.lessons.map((item) => item.id)).toEqual([lesson.id]);
    expect((await getTranslationsPage(admin, { course: course.id, status: 'todo' })).shown).toBe(3);
    const searched = await getTranslationsPage(admin, { course: course.id, q: 'ENGLISH' });
    expect(searched.groups[0]!.lessons.map((item) => item.id)).toEqual([second!.id]);
  });
});

describe('the seeded curriculum in the translation view', () => {
  it('is wholly translated into French and Arabic, course by course and lesson by lesson', async () => {
    await seedCurriculum(getDb());
    const page = await getTranslationsPage(admin, {});
    const seeded = page.groups.filter((group) => CURRICULUM.some((course) => course.slug === group.slug));
    expect(seeded).toHaveLength(CURRICULUM.length);
    const states = seeded.flatMap((group) => [group, ...group.lessons]).flatMap((item) => [item.languages.fr, item.languages.ar]);
    expect(states.length).toBe(2 * (CURRICULUM.length + CURRICULUM.reduce((sum, course) => sum + course.lessons.length, 0)));
    expect(states.filter((state) => state.status !== 'translated')).toEqual([]);
  });
});

describe('the skill picker', () => {
  it('saves a question’s skill from the skills table and refuses one the table lacks', async () => {
    const slug = `skill-${randomBytes(3).toString('hex')}`;
    await getDb()
      .insert(skills)
      .values({ slug, name: { en: 'Counting coins', fr: 'Compter les pièces', ar: 'عدّ القطع النقدية' } });
    const { lesson } = await publishedLesson();
    const withSkill = (skill: string) => BLOCKS.map((block) => (block.id === 'q1' && block.type === 'question' ? { ...block, question: { ...block.question, skill } } : block));
    const fields = { lessonId: lesson.id, title: lesson.title, slug: lesson.slug, estimatedMinutes: 5, xpReward: 10, thumbnailPath: null };
    expect(await appErrorOf(saveLesson(admin, { ...fields, blocks: withSkill('no-such-skill') }, { publish: false }))).toMatchObject({ status: 400, fieldErrors: { 'block:q1': 'lessonEditor.errors.skillUnknown' } });
    await saveLesson(admin, { ...fields, blocks: withSkill(slug) }, { publish: false });
    const [row] = await getDb().select({ blocks: lessons.blocks }).from(lessons).where(eq(lessons.id, lesson.id));
    expect(row!.blocks.find((block) => block.id === 'q1')).toMatchObject({ question: { skill: slug } });
    const editor = await getLessonEditorPage(admin, { lesson: lesson.id });
    expect(editor.skills.find((skill) => skill.slug === slug)).toEqual({ slug, name: { en: 'Counting coins', fr: 'Compter les pièces', ar: 'عدّ القطع النقدية' } });
  });
});
