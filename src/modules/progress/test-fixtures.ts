/*
 * Shared by the progress integration tests (never imported by the app): lessons with one true/false question,
 * badges, and finishing a lesson as a child would.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { getDb } from '@/db/client';
import { badges, courses, lessons, type BadgeRuleKind } from '@/db/schema';
import type { Actor } from '@/server/session-flow';
import type { Block } from '@/lib/lesson-content';
import { answerQuestion, completeLesson, type AttemptRef } from '@/modules/courses';

const QUIZ: Block[] = [
  { id: 'intro', type: 'text', markdown: 'A piggy bank keeps coins safe.' },
  { id: 'q1', type: 'question', question: { kind: 'true-false', prompt: 'Does a piggy bank keep coins?', explanation: 'Yes.', correct: true } },
];

function unique(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

/** A published course with `count` published lessons (one question each, reward `xpReward`). */
export async function createCourse(options: { lessons?: number; xpReward?: number; unpublishedLessons?: number; blocks?: Block[] } = {}) {
  const [course] = await getDb()
    .insert(courses)
    .values({ slug: unique('course'), title: 'Coins', summary: 's', description: 'd', ageBand: '7-9', subject: 'saving', published: true })
    .returning({ id: courses.id, slug: courses.slug });
  const published = options.lessons ?? 1;
  const rows = Array.from({ length: published + (options.unpublishedLessons ?? 0) }, (_, index) => ({
    courseId: course!.id,
    slug: `lesson-${index + 1}`,
    title: `Lesson ${index + 1}`,
    position: index,
    xpReward: options.xpReward ?? 20,
    published: index < published,
    blocks: options.blocks ?? QUIZ,
  }));
  const inserted = await getDb().insert(lessons).values(rows).returning({ id: lessons.id, published: lessons.published });
  return { courseId: course!.id, courseSlug: course!.slug, lessonIds: inserted.filter((row) => row.published).map((row) => row.id) };
}

/** Runs a lesson to the end: right at the first try when `perfect`, else wrong then right. */
export async function finishLesson(actor: Actor, lessonId: number, options: { perfect?: boolean } = {}) {
  const attempt = newAttempt(lessonId);
  if (options.perfect === false) await answerQuestion(actor, attempt, 'q1', false);
  await answerQuestion(actor, attempt, 'q1', true);
  return completeLesson(actor, attempt);
}

/** A new run of a lesson, as a fresh lesson page hands it out: the first answer starts the attempt. */
export function newAttempt(lessonId: number): AttemptRef {
  return { attemptId: randomUUID(), lessonId };
}

/** An attempt with every question answered, ready to complete. */
export async function readyAttempt(actor: Actor, lessonId: number): Promise<AttemptRef> {
  const attempt = newAttempt(lessonId);
  await answerQuestion(actor, attempt, 'q1', true);
  return attempt;
}

export async function createBadge(rule: { ruleKind: BadgeRuleKind; ruleThreshold?: number; ruleCourseId?: number; xpBonus?: number; active?: boolean; slug?: string; position?: number }) {
  const slug = rule.slug ?? unique(rule.ruleKind);
  const [badge] = await getDb()
    .insert(badges)
    .values({
      slug,
      name: `Badge ${slug}`,
      description: 'For testing',
      iconEmoji: '⭐',
      ruleKind: rule.ruleKind,
      ruleThreshold: rule.ruleThreshold ?? 1,
      ruleCourseId: rule.ruleCourseId ?? null,
      xpBonus: rule.xpBonus ?? 0,
      active: rule.active ?? true,
      position: rule.position ?? 0,
    })
    .returning();
  return badge!;
}
