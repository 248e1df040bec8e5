import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db/client';
import { lessonCompletions, lessons } from '@/db/schema';
import { lessonTitleIn } from './titles';

/**
 * Every lesson the child has completed, once each, with its title in `locale` and when it was last completed (what a
 * tutor's message may be about, decision 035), in no particular order.
 */
export async function listCompletedLessons(childId: string, locale: string, db: Db | Tx = getDb()): Promise<{ id: number; title: string; at: Date }[]> {
  return db
    .selectDistinctOn([lessons.id], { id: lessons.id, title: lessonTitleIn(locale), at: lessonCompletions.completedAt })
    .from(lessonCompletions)
    .innerJoin(lessons, eq(lessons.id, lessonCompletions.lessonId))
    .where(eq(lessonCompletions.userId, childId))
    .orderBy(lessons.id, desc(lessonCompletions.completedAt));
}
