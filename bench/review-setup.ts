/**
 * The daily review's benchmark data (decision 052): before the server starts (it takes the embedded database's lock),
 * a child whose review holds 12 questions due today, three from the first lesson of each of four courses, all missed
 * two days ago (so overdue, and their skills weak): /review then reads a full session, as a child who fell behind does.
 */
import { and, asc, eq } from 'drizzle-orm';
import { closeDatabase, installDatabase, openDatabase } from '../src/db/client';
import { answerEvents, courses, lessons, reviewCards, users } from '../src/db/schema';
import { scheduleReview } from '../src/lib/review-schedule';

export async function prepareReviewer(options: { dataDir: string; databaseUrl?: string; email: string }): Promise<void> {
  const handle = openDatabase({ databaseUrl: options.databaseUrl || undefined, dataDir: options.dataDir, purpose: 'bench setup' });
  installDatabase(handle);
  try {
    const [child] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, options.email));
    if (!child) throw new Error(`no bench child ${options.email}`);
    const firstLessons = await handle.db
      .selectDistinctOn([courses.position, courses.id], { id: lessons.id, blocks: lessons.blocks })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(and(eq(lessons.published, true), eq(courses.published, true)))
      .orderBy(asc(courses.position), asc(courses.id), asc(lessons.position), asc(lessons.id))
      .limit(4);
    const answeredAt = new Date(Date.now() - 2 * 86_400_000);
    const card = scheduleReview(null, 'missed', answeredAt);
    for (const lesson of firstLessons) {
      for (const block of lesson.blocks.filter((candidate) => candidate.type === 'question').slice(0, 3)) {
        if (block.type !== 'question') continue;
        await handle.db.insert(answerEvents).values({ userId: child.id, lessonId: lesson.id, blockId: block.id, skill: block.question.skill ?? null, correct: false, source: 'lesson', answeredAt });
        await handle.db.insert(reviewCards).values({ userId: child.id, lessonId: lesson.id, blockId: block.id, ...card });
      }
    }
  } finally {
    await closeDatabase();
  }
}
