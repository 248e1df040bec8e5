import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { answerEvents, courses, learningProfiles, lessons, lessonTranslations, skills } from '@/db/schema';
import type { Block } from '@/lib/lesson-content';
import { emptyTally, FAMILIAR_PERCENT, type MasteryLevel } from '@/lib/mastery';
import { onPlan } from '@/modules/billing/test-fixtures';
import { getClassProgressPage } from '@/modules/classes';
import { classWith } from '@/modules/classes/test-fixtures';
import { answerQuestion, getCoursePage, lessonCatalogue } from '@/modules/courses';
import { createCourse, newAttempt } from '@/modules/progress/test-fixtures';
import { getFamilyProgressPage, getStudentReportPage } from '@/modules/reports';
import { linkFamily, trader } from '@/modules/simulator/test-fixtures';
import { childDataExportRequested } from '@/modules/families/events';
import { publish } from '@/server/domain-events';
import type { Actor } from '@/server/session-flow';
import { appErrorOf } from '../../../tests/factories';
import { getSkillsPage, readClassSkills, recordFinishedQuestion } from './index';
import { readChildSkills } from './child-skills';

/*
 * Skills and mastery (decision 052) from stored answers, on both databases (the integration project runs on each),
 * with a controlled clock: every answer is stored at a chosen time, through the lesson's own answer path or as the
 * review session stores one. Each level's boundary, Mastered only after a review right on a later day in the child's
 * own zone, the figures equal to counts made directly from the answers, and a class seen only by its own tutor.
 */

afterEach(() => {
  vi.useRealTimers();
});

const DAY = 86_400_000;
const start = new Date('2026-03-02T10:00:00Z');
const at = (days: number, hours = 0) => new Date(start.getTime() + days * DAY + hours * 3_600_000);

/** Skills of our own (the curriculum's are not seeded here), named in three languages, in this order. */
async function createSkills(count: number): Promise<string[]> {
  const tag = randomBytes(3).toString('hex');
  const rows = Array.from({ length: count }, (_, index) => ({
    slug: `skill-${tag}-${index}`,
    name: { en: `Skill ${index} ${tag}`, fr: `Compétence ${index} ${tag}`, ar: `مهارة ${index} ${tag}` },
    position: index,
  }));
  await getDb().insert(skills).values(rows);
  return rows.map((row) => row.slug);
}

/** A true/false question (its answer: true) practising `skill`. */
const question = (id: string, skill: string): Block => ({ id, type: 'question', question: { kind: 'true-false', prompt: `Is ${id} right?`, explanation: 'Yes.', correct: true, skill } });

/** A published course of one lesson per entry, each lesson's questions practising the skills named, in order. */
async function courseOf(...lessonSkills: string[][]) {
  const blocks = lessonSkills.map((names) => names.map((skill, index) => question(`q${index + 1}`, skill)));
  const course = await createCourse({ lessons: blocks.length, blocks: blocks[0] });
  for (const [index, lessonId] of course.lessonIds.entries()) await getDb().update(lessons).set({ blocks: blocks[index] }).where(eq(lessons.id, lessonId));
  return course;
}

interface Answer {
  lessonId: number;
  blockId: string;
  skill: string;
  correct: boolean;
  source?: 'lesson' | 'review';
  at: Date;
}

/** Stores answer events at chosen times, as the lesson or the review session writes them. */
async function answered(child: Actor, ...answers: Answer[]) {
  await getDb()
    .insert(answerEvents)
    .values(answers.map((answer) => ({ userId: child.id, lessonId: answer.lessonId, blockId: answer.blockId, skill: answer.skill, correct: answer.correct, source: answer.source ?? 'lesson', answeredAt: answer.at })));
}

/** `right` of `count` questions of `lessonId` (q1…) answered in a lesson, the right ones first. */
function lessonAnswers(lessonId: number, skill: string, count: number, right: number, when = at(0)): Answer[] {
  return Array.from({ length: count }, (_, index) => ({ lessonId, blockId: `q${index + 1}`, skill, correct: index < right, at: when }));
}

async function levelsOf(child: Actor): Promise<Record<string, { level: MasteryLevel; met: number; right: number }>> {
  const page = await getSkillsPage(child, 'en', lessonCatalogue);
  return Object.fromEntries(page.groups.flatMap((group) => group.skills).map((skill) => [skill.slug, { level: skill.level, met: skill.met, right: skill.right }]));
}

describe('a skill’s level', () => {
  it('is Attempted under 70 % right, Familiar from 70 %, Proficient when all are right, and not started without an answer', async () => {
    const [under, exactly, justUnder, all, none] = await createSkills(5);
    const course = await courseOf(Array(10).fill(under!), Array(10).fill(exactly!), Array(3).fill(justUnder!), Array(3).fill(all!), [none!]);
    const [l1, l2, l3, l4] = course.lessonIds as [number, number, number, number];
    const child = await trader();
    await answered(child, ...lessonAnswers(l1, under!, 10, 6), ...lessonAnswers(l2, exactly!, 10, 7), ...lessonAnswers(l3, justUnder!, 3, 2), ...lessonAnswers(l4, all!, 3, 3));
    expect(FAMILIAR_PERCENT).toBe(70);
    expect(await levelsOf(child)).toEqual({
      [under!]: { level: 'attempted', met: 10, right: 6 },
      [exactly!]: { level: 'familiar', met: 10, right: 7 },
      [justUnder!]: { level: 'attempted', met: 3, right: 2 },
      [all!]: { level: 'proficient', met: 3, right: 3 },
      [none!]: { level: 'not-started', met: 0, right: 0 },
    });
  });

  it('counts each question by its latest answer: a miss answered right later counts right, a right one missed later counts wrong', async () => {
    const [skill] = await createSkills(1);
    const course = await courseOf([skill!, skill!]);
    const lessonId = course.lessonIds[0]!;
    const child = await trader();
    await answered(
      child,
      { lessonId, blockId: 'q1', skill: skill!, correct: false, at: at(0) },
      { lessonId, blockId: 'q1', skill: skill!, correct: true, at: at(1) },
      { lessonId, blockId: 'q2', skill: skill!, correct: true, at: at(0) },
    );
    expect((await levelsOf(child))[skill!]).toEqual({ level: 'proficient', met: 2, right: 2 });
    await answered(child, { lessonId, blockId: 'q2', skill: skill!, correct: false, source: 'review', at: at(2) });
    expect((await levelsOf(child))[skill!]).toEqual({ level: 'attempted', met: 2, right: 1 });
  });
});

describe('Mastered', () => {
  it('needs a review right on a later day than the skill was first answered: the same day is not enough', async () => {
    const [skill] = await createSkills(1);
    const lessonId = (await courseOf(Array(4).fill(skill!))).lessonIds[0]!;
    const child = await trader();
    await answered(child, ...lessonAnswers(lessonId, skill!, 4, 4, at(0)));
    expect((await levelsOf(child))[skill!]!.level).toBe('proficient');
    // Reviewed right the same evening: still proficient.
    await answered(child, { lessonId, blockId: 'q1', skill: skill!, correct: true, source: 'review', at: at(0, 11) });
    expect((await levelsOf(child))[skill!]!.level).toBe('proficient');
    // Answered again in the lesson the next day: a lesson is not a review.
    await answered(child, { lessonId, blockId: 'q2', skill: skill!, correct: true, at: at(1) });
    expect((await levelsOf(child))[skill!]!.level).toBe('proficient');
    // A review the next day, answered wrong: that question now counts wrong (3 of 4).
    await answered(child, { lessonId, blockId: 'q1', skill: skill!, correct: false, source: 'review', at: at(1, 1) });
    expect((await levelsOf(child))[skill!]).toEqual({ level: 'familiar', met: 4, right: 3 });
    // Right in a review two days on: every question right, and proved on a later day.
    await answered(child, { lessonId, blockId: 'q1', skill: skill!, correct: true, source: 'review', at: at(2) });
    expect((await levelsOf(child))[skill!]).toEqual({ level: 'mastered', met: 4, right: 4 });
    // Later misses take it back down: mastery follows the latest answers.
    await answered(child, { lessonId, blockId: 'q2', skill: skill!, correct: false, source: 'review', at: at(5) }, { lessonId, blockId: 'q3', skill: skill!, correct: false, source: 'review', at: at(5) });
    expect((await levelsOf(child))[skill!]).toEqual({ level: 'attempted', met: 4, right: 2 });
  });

  it('counts days in the child’s own time zone', async () => {
    const [skill] = await createSkills(1);
    const lessonId = (await courseOf([skill!])).lessonIds[0]!;
    const [tokyo, utc] = [await trader(), await trader()];
    await getDb().insert(learningProfiles).values({ userId: tokyo.id, timeZone: 'Asia/Tokyo' });
    // 10:00 UTC is 19:00 in Tokyo; six hours later it is the next day there, the same day in UTC.
    for (const child of [tokyo, utc]) {
      await answered(child, { lessonId, blockId: 'q1', skill: skill!, correct: true, at: at(0) }, { lessonId, blockId: 'q1', skill: skill!, correct: true, source: 'review', at: at(0, 6) });
    }
    expect((await levelsOf(tokyo))[skill!]!.level).toBe('mastered');
    expect((await levelsOf(utc))[skill!]!.level).toBe('proficient');
  });

  it('is reached through the lesson’s own answer path and a review the next day', async () => {
    const [skill] = await createSkills(1);
    const course = await courseOf([skill!, skill!]);
    const lessonId = course.lessonIds[0]!;
    const child = await trader();
    vi.useFakeTimers({ toFake: ['Date'], now: at(0) });
    const attempt = newAttempt(lessonId);
    await answerQuestion(child, attempt, 'q1', true);
    await answerQuestion(child, attempt, 'q2', true);
    expect((await levelsOf(child))[skill!]).toEqual({ level: 'proficient', met: 2, right: 2 });
    // The next day the review session brings q1 back, answered right at once (it records through the same door).
    vi.setSystemTime(at(1));
    await getDb().transaction((tx) => recordFinishedQuestion(tx, { userId: child.id, lessonId, blockId: 'q1', skill, firstTryCorrect: true, tries: 1, solved: true, source: 'review', at: new Date() }));
    expect((await levelsOf(child))[skill!]).toEqual({ level: 'mastered', met: 2, right: 2 });
    const events = await getDb().select({ at: answerEvents.answeredAt, source: answerEvents.source }).from(answerEvents).where(eq(answerEvents.userId, child.id)).orderBy(asc(answerEvents.id));
    expect(events).toEqual([
      { at: at(0), source: 'lesson' },
      { at: at(0), source: 'lesson' },
      { at: at(1), source: 'review' },
    ]);
  });
});

/** A child's skills reckoned directly from their stored answers, in plain code: what every view must agree with. */
async function countedDirectly(childIds: string[]) {
  const events = await getDb().select().from(answerEvents).where(inArray(answerEvents.userId, childIds)).orderBy(asc(answerEvents.answeredAt), asc(answerEvents.id));
  const latest = new Map<string, (typeof events)[number]>();
  for (const event of events) latest.set(`${event.userId} ${event.lessonId} ${event.blockId}`, event);
  const bySkill = new Map<string, { met: number; right: number }>();
  for (const event of latest.values()) {
    const key = `${event.userId} ${event.skill}`;
    const counts = bySkill.get(key) ?? { met: 0, right: 0 };
    counts.met += 1;
    if (event.correct) counts.right += 1;
    bySkill.set(key, counts);
  }
  const proved = (userId: string, skill: string) => {
    const mine = events.filter((event) => event.userId === userId && event.skill === skill);
    const day = (date: Date) => date.toISOString().slice(0, 10);
    return mine.some((event) => event.source === 'review' && event.correct && day(event.answeredAt) > day(mine[0]!.answeredAt));
  };
  return (userId: string, skill: string): { level: MasteryLevel; met: number; right: number } => {
    const counts = bySkill.get(`${userId} ${skill}`);
    if (!counts) return { level: 'not-started', met: 0, right: 0 };
    const level = counts.right < counts.met ? (counts.right / counts.met >= 0.7 ? 'familiar' : 'attempted') : proved(userId, skill) ? 'mastered' : 'proficient';
    return { level, ...counts };
  };
}

describe('the views', () => {
  it('show a parent, a tutor and the child the same figures, equal to counts made directly from the answers; only the tutor’s approved students count', async () => {
    const slugs = await createSkills(4);
    const [a, b, c, d] = slugs as [string, string, string, string];
    const course = await courseOf([a, a, a, b, b], [c, c, c, c], [d]);
    const [l1, l2] = course.lessonIds as [number, number];
    const { tutor, group, members, pending } = await classWith('Ana', 'Ben', 'Cy');
    const [ana, ben, cy] = members as [{ child: Actor; parent: Actor }, { child: Actor; parent: Actor }, { child: Actor; parent: Actor }];
    // Ana: a all right and reviewed right the next day; b 1 of 2; c 3 of 4.
    await answered(ana.child, ...lessonAnswers(l1, a, 3, 3, at(0)), { lessonId: l1, blockId: 'q4', skill: b, correct: true, at: at(0) }, { lessonId: l1, blockId: 'q5', skill: b, correct: false, at: at(0) });
    await answered(ana.child, { lessonId: l1, blockId: 'q2', skill: a, correct: true, source: 'review', at: at(1) }, ...lessonAnswers(l2, c, 4, 3, at(1)));
    // Ben: a 1 of 3 (needs help), c all right.
    await answered(ben.child, ...lessonAnswers(l1, a, 3, 1, at(0)), ...lessonAnswers(l2, c, 4, 4, at(2)));
    // Cy has not answered. The pending child's answers are not the tutor's to see.
    await answered(pending, ...lessonAnswers(l1, a, 3, 0, at(0)));

    const direct = await countedDirectly([ana.child.id, ben.child.id, cy.child.id, pending.id]);
    // The child's own page.
    const anaLevels = await levelsOf(ana.child);
    for (const slug of slugs) expect(anaLevels[slug], slug).toEqual(direct(ana.child.id, slug));
    expect(anaLevels[a]!.level).toBe('mastered');
    expect(anaLevels[b]!.level).toBe('attempted');
    expect(anaLevels[c]!.level).toBe('familiar');

    // A parent's /progress (the report's figures) and the tutor's student page.
    await onPlan(ana.parent, 'family');
    const progress = (await getFamilyProgressPage(ana.parent, {}, { locale: 'en', currency: 'USD' }))!;
    expect(progress.report!.skills.skills.map((skill) => [skill.slug, { level: skill.level, met: skill.met, right: skill.right }])).toEqual(
      [a, c, b].map((slug) => [slug, direct(ana.child.id, slug)]),
    );
    // Every other skill the published lessons practise is not started: d, and those of this file's other courses.
    const published = await getDb().select({ blocks: lessons.blocks }).from(lessons).innerJoin(courses, eq(courses.id, lessons.courseId)).where(and(eq(lessons.published, true), eq(courses.published, true)));
    const taught = new Set(published.flatMap((lesson) => lesson.blocks.flatMap((block) => (block.type === 'question' && block.question.skill ? [block.question.skill] : []))));
    expect(taught.has(d)).toBe(true);
    expect(progress.report!.skills.notStarted).toBe(taught.size - 3);
    const studentPage = (await getStudentReportPage(tutor, ben.child.id, {}, { locale: 'en', currency: 'USD' }))!;
    expect(studentPage.report.skills.skills.map((skill) => [skill.slug, skill.level])).toEqual([
      [c, 'proficient'],
      [a, 'attempted'],
    ]);

    // The tutor's class by skill: how many students at each level, and who needs help.
    const page = (await getClassProgressPage(tutor, { class: group.id }, 'en'))!;
    const students = [ana, ben, cy].map((member) => member.child.id);
    expect(page.students.map((student) => student.id)).toEqual(students);
    expect(page.skills.map((skill) => skill.slug)).toEqual([a, b, c]);
    for (const skill of page.skills) {
      const tally = emptyTally();
      for (const id of students) tally[direct(id, skill.slug).level] += 1;
      expect(skill.tally, skill.slug).toEqual(tally);
      expect(skill.needHelp, skill.slug).toEqual(students.filter((id) => direct(id, skill.slug).level === 'attempted'));
    }
    expect(page.skills.find((skill) => skill.slug === a)!.needHelp).toEqual([ben.child.id]);
    expect(page.skills.find((skill) => skill.slug === a)!.tally).toEqual({ 'not-started': 1, attempted: 1, familiar: 0, proficient: 0, mastered: 1 });

    // Another tutor gets nothing of this class; a parent may not open a class at all.
    const other = await trader({ role: 'tutor' });
    expect(await getClassProgressPage(other, { class: group.id }, 'en')).toBeNull();
    expect((await getClassProgressPage(other, {}, 'en'))!.skills).toEqual([]);
    expect((await appErrorOf(getClassProgressPage(ana.parent, { class: group.id }, 'en'))).status).toBe(403);
  });

  it('has nothing to show for a class with no approved student', async () => {
    expect(await readClassSkills([])).toEqual([]);
  });

  it('show a child each course’s skills in the order the course meets them, with their level and where to practise', async () => {
    const [a, b, c] = (await createSkills(3)) as [string, string, string];
    const course = await courseOf([b, a], [c, b]);
    const [l1] = course.lessonIds as [number];
    const child = await trader();
    await answered(child, { lessonId: l1, blockId: 'q1', skill: b, correct: true, at: at(0) });
    const page = (await getCoursePage(child, course.courseSlug, 'en'))!;
    expect(page.skills!.map((skill) => [skill.slug, skill.level, skill.lesson.slug])).toEqual([
      [b, 'proficient', 'lesson-1'],
      [a, 'not-started', 'lesson-1'],
      [c, 'not-started', 'lesson-2'],
    ]);
    expect(page.skills![0]!.name.fr).toMatch(/^Compétence/);
    // Where to practise is named in the reader's language where the lesson is translated, else in English.
    const [lesson2] = await getDb().select({ title: lessons.title }).from(lessons).where(eq(lessons.id, course.lessonIds[1]!));
    await getDb().insert(lessonTranslations).values({ lessonId: l1, locale: 'fr', title: 'Leçon une', sourceFingerprint: 'test' });
    const inFrench = (await getCoursePage(child, course.courseSlug, 'fr'))!;
    expect(inFrench.skills!.map((skill) => skill.lesson.title)).toEqual(['Leçon une', 'Leçon une', lesson2!.title]);
    // Nobody else is shown a child's skills on a course page, and nobody but a learner may read them.
    expect((await getCoursePage(null, course.courseSlug, 'en'))!.skills).toBeNull();
    const parent = await trader({ role: 'parent' });
    await linkFamily(parent.id, child.id);
    expect((await getCoursePage(parent, course.courseSlug, 'en'))!.skills).toBeNull();
    expect((await appErrorOf(getSkillsPage(parent, 'en', lessonCatalogue))).status).toBe(403);
    expect((await readChildSkills({ childId: child.id } as never, lessonCatalogue)).skills.map((skill) => skill.slug)).toEqual([b]);
  });
});

describe("a parent's export of a child's data (decision 027)", () => {
  it('holds every question the child finished and its review card, each named by its course and lesson', async () => {
    const [skill] = await createSkills(1);
    const course = await courseOf([skill!]);
    const lessonId = course.lessonIds[0]!;
    const child = await trader();
    vi.useFakeTimers({ toFake: ['Date'], now: at(0) });
    await answerQuestion(child, newAttempt(lessonId), 'q1', true);
    const [titles] = await getDb().select({ course: courses.title, lesson: lessons.title }).from(lessons).innerJoin(courses, eq(courses.id, lessons.courseId)).where(eq(lessons.id, lessonId));
    const { mastery } = await getDb().transaction((tx) => publish(tx, childDataExportRequested, { childId: child.id, viewerId: child.id }));
    expect(mastery.answers).toEqual([{ ...titles, lessonId, question: 'q1', skill, rightFirstTime: true, source: 'lesson', at: at(0) }]);
    expect(mastery.reviews).toEqual([{ ...titles, lessonId, question: 'q1', due: expect.any(Date), lastReview: at(0), reps: expect.any(Number), lapses: 0 }]);
    expect(mastery.reviews[0]!.due.getTime()).toBeGreaterThan(at(0).getTime());
  });
});
