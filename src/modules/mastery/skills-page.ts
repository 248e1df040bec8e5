import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { emptyTally, type MasteryLevel, type SkillName } from '@/lib/mastery';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import type { LessonCatalogue } from './lesson-catalogue';
import { countOf, standingsOf, taughtIn, type StandingRow } from './standings';

/** A skill as the child sees it: how far they got, and the lesson that teaches it. */
export interface SkillCard {
  slug: string;
  name: SkillName;
  level: MasteryLevel;
  /** Questions of the skill the child has met, and those whose latest answer was right at the first try. */
  met: number;
  right: number;
  /** The first published lesson that practises the skill; null for a skill no published lesson practises any more. */
  lesson: { courseSlug: string; slug: string; title: string } | null;
}

/** The skills a course teaches first, in the curriculum's order; `course` null for skills no published lesson practises. */
export interface SkillGroup {
  course: { slug: string; title: string } | null;
  skills: SkillCard[];
}

export interface SkillsPage {
  groups: SkillGroup[];
  /** How many of the skills shown are at each level. */
  tally: Record<MasteryLevel, number>;
}

type SkillsRow = Omit<StandingRow, 'user_id' | 'skill'> & {
  slug: string;
  name: SkillName;
  course_slug: string | null;
  course_title: string | null;
  lesson_slug: string | null;
  lesson_title: string | null;
};

/**
 * A child's /skills: every skill the published lessons practise (and any other the child has answered), grouped by
 * the course that teaches it first, each with the child's level (decision 052). One statement.
 */
export async function getSkillsPage(actor: Actor, locale: string, catalogue: LessonCatalogue): Promise<SkillsPage> {
  assertCan(actor, 'take:lesson:own');
  const result = await getDb().execute(sql`
    with ${standingsOf([actor.id])}, ${taughtIn(locale, catalogue)}
    select skill.slug, skill.name, taught.course_slug, taught.course_title, taught.lesson_slug, taught.lesson_title,
           coalesce(standing.met, 0) as met, coalesce(standing.right_count, 0) as right_count, coalesce(standing.level, 'not-started') as level
      from skills skill
      left join taught on taught.skill = skill.slug
      left join standing on standing.skill = skill.slug
     where taught.skill is not null or standing.skill is not null
     order by taught.course_position nulls last, taught.course_id, skill.position, skill.slug`);
  const groups: SkillGroup[] = [];
  const tally = emptyTally();
  for (const row of rowsOf<SkillsRow>(result)) {
    const course = row.course_slug === null ? null : { slug: row.course_slug, title: row.course_title ?? '' };
    let group = groups.at(-1);
    if (!group || group.course?.slug !== course?.slug) {
      group = { course, skills: [] };
      groups.push(group);
    }
    group.skills.push({
      slug: row.slug,
      name: row.name,
      level: row.level,
      met: countOf(row.met),
      right: countOf(row.right_count),
      lesson: row.course_slug !== null && row.lesson_slug !== null ? { courseSlug: row.course_slug, slug: row.lesson_slug, title: row.lesson_title ?? '' } : null,
    });
    tally[row.level] += 1;
  }
  return { groups, tally };
}
