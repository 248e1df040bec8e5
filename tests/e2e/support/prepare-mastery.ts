import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import { answerEvents, classes, classMembers, courses, familyLinks, lessons, users } from '../../../src/db/schema';
import { createAccount } from '../../../src/modules/accounts/runtime';
import { onPlan } from '../../../src/modules/billing/test-fixtures';
import { ENGLISH_CURRICULUM } from '../../../src/seed/curriculum/english';
import { MASTERY_CLASS, PREPARED_RIGHT } from './mastery';

const DAY = 86_400_000;

/**
 * The mastery journey's class (tests/e2e/support/mastery.ts): accounts, the family link, the plans, the class with
 * both children approved, and their answers to the first seeded lesson two days ago (Ivy's first question again in
 * yesterday's review), stored as the lesson and the review store them.
 */
export async function prepareMasteryClass(db: Db, now = new Date()): Promise<void> {
  const account = async (person: { email: string; password: string; firstName: string; lastName: string }, role: 'child' | 'parent' | 'tutor') => {
    const made = await createAccount(db, { ...person, role, emailVerified: true });
    await db.update(users).set({ welcomeSent: true }).where(eq(users.id, made.id));
    return made;
  };
  const tutor = await account(MASTERY_CLASS.tutor, 'tutor');
  const parent = await account(MASTERY_CLASS.parent, 'parent');
  const child = await account(MASTERY_CLASS.child, 'child');
  const classmate = await account(MASTERY_CLASS.classmate, 'child');
  await db.insert(familyLinks).values({ parentId: parent.id, childId: child.id });
  await onPlan(parent, 'family', now);
  await onPlan(tutor, 'classroom', now);
  const [group] = await db.insert(classes).values({ tutorId: tutor.id, name: MASTERY_CLASS.className }).returning({ id: classes.id });
  await db.insert(classMembers).values([
    { classId: group!.id, childId: child.id, status: 'approved', decidedAt: now, decidedBy: parent.id },
    { classId: group!.id, childId: classmate.id, status: 'approved', decidedAt: now, decidedBy: classmate.id },
  ]);

  const course = ENGLISH_CURRICULUM[0]!;
  const seeded = course.lessons[0]!;
  const [lesson] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(courses.slug, course.slug), eq(lessons.slug, seeded.slug)));
  const questions = seeded.blocks.flatMap((block) => (block.type === 'question' ? [{ blockId: block.id, skill: block.question.skill ?? null }] : []));
  const twoDaysAgo = new Date(now.getTime() - 2 * DAY);
  const answered = (userId: string, right: readonly number[]) =>
    questions.map((question, place) => ({ userId, lessonId: lesson!.id, ...question, correct: right.includes(place), source: 'lesson' as const, answeredAt: twoDaysAgo }));
  await db.insert(answerEvents).values([
    ...answered(child.id, PREPARED_RIGHT.child),
    ...answered(classmate.id, PREPARED_RIGHT.classmate),
    { userId: child.id, lessonId: lesson!.id, ...questions[0]!, correct: true, source: 'review', answeredAt: new Date(now.getTime() - DAY) },
  ]);
}
