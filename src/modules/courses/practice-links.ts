import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { reviewQueue } from '@/modules/mastery';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { lessonCatalogue } from './lesson-catalogue';
import { translationLocale } from './lesson-language';

/** A lesson to practise something with, and how many of the child's review questions on its skills wait today. */
export interface PracticeLink {
  courseSlug: string;
  slug: string;
  /** In the reader's language where translated (decision 051). */
  title: string;
  /** The child's questions due today (any lesson's) on a skill this lesson practises (decision 052). */
  dueReviews: number;
  /** The child finished this lesson at least once. */
  done: boolean;
}

/**
 * The published lessons of a course, in order, each with the child's review questions due today on its skills: where
 * another page (the simulator's tips) sends a child to learn or review what just went wrong. One statement.
 */
export async function getPracticeLinks(actor: Actor, courseSlug: string, locale = 'en'): Promise<PracticeLink[]> {
  assertCan(actor, 'take:lesson:own');
  const rows = rowsOf<{ course_slug: string; slug: string; title: string; due_reviews: number; done: boolean }>(
    await getDb().execute(sql`
      with ${reviewQueue(actor.id, new Date(), lessonCatalogue)}
      select c.slug as course_slug, l.slug, coalesce(lt.title, l.title) as title,
             (
               select count(*)::int from due
               where due.skill in (select b -> 'question' ->> 'skill' from jsonb_array_elements(l.blocks) b where b ->> 'type' = 'question')
             ) as due_reviews,
             exists (select 1 from lesson_completions lc where lc.lesson_id = l.id and lc.user_id = ${actor.id}) as done
      from lessons l
      join courses c on c.id = l.course_id
      left join lesson_translations lt on lt.lesson_id = l.id and lt.locale = ${translationLocale({ locale })}
      where c.slug = ${courseSlug} and c.published and l.published
      order by l.position, l.id`),
  );
  return rows.map((row) => ({ courseSlug: row.course_slug, slug: row.slug, title: row.title, dueReviews: row.due_reviews, done: row.done }));
}
