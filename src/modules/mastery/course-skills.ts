import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import type { MasteryLevel, SkillName } from '@/lib/mastery';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import type { LessonCatalogue } from './lesson-catalogue';
import { countOf, standingsOf, taughtIn, type StandingRow } from './standings';

/** A skill a course practises, with the child's level and the course's first lesson that practises it. */
export interface CourseSkill {
  slug: string;
  name: SkillName;
  level: MasteryLevel;
  met: number;
  right: number;
  lesson: { slug: string; title: string };
}

type CourseSkillRow = Omit<StandingRow, 'user_id' | 'skill'> & { slug: string; name: SkillName; lesson_slug: string; lesson_title: string };

/**
 * The skills the questions of a published course's published lessons practise, in the order the course first meets
 * them, each with the child's level (decision 052): the course page's "skills in this course". One statement; an
 * unknown or unpublished course has none.
 */
export async function readCourseSkills(actor: Actor, courseSlug: string, locale: string, catalogue: LessonCatalogue): Promise<CourseSkill[]> {
  assertCan(actor, 'take:lesson:own');
  const result = await getDb().execute(sql`
    with ${standingsOf([actor.id])}, ${taughtIn(locale, catalogue, { slug: courseSlug })}
    select skill.slug, skill.name, taught.lesson_slug, taught.lesson_title,
           coalesce(standing.met, 0) as met, coalesce(standing.right_count, 0) as right_count, coalesce(standing.level, 'not-started') as level
      from taught
      join skills skill on skill.slug = taught.skill
      left join standing on standing.skill = taught.skill
     order by taught.lesson_position, taught.lesson_id, taught.place`);
  return rowsOf<CourseSkillRow>(result).map((row) => ({
    slug: row.slug,
    name: row.name,
    level: row.level,
    met: countOf(row.met),
    right: countOf(row.right_count),
    lesson: { slug: row.lesson_slug, title: row.lesson_title },
  }));
}
