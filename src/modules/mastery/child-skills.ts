import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { REACHED_LEVELS, type MasteryLevel, type SkillName } from '@/lib/mastery';
import type { ChildAccess } from '@/modules/families';
import type { LessonCatalogue } from './lesson-catalogue';
import { countOf, standingsOf, taughtIn, type StandingRow } from './standings';

/** A skill a child has answered, as the adults who may see the child read it. */
export interface ChildSkill {
  slug: string;
  name: SkillName;
  level: Exclude<MasteryLevel, 'not-started'>;
  /** Questions of the skill met, and those whose latest answer was right at the first try. */
  met: number;
  right: number;
}

export interface ChildSkills {
  /** The skills the child has answered, highest level first, then in the curriculum's order. */
  skills: ChildSkill[];
  /** Skills the published lessons practise that the child has not answered yet. */
  notStarted: number;
}

type ChildSkillRow = Omit<StandingRow, 'user_id' | 'skill' | 'level'> & { slug: string; name: SkillName; level: MasteryLevel | null };

/**
 * Where `access.childId` stands on each skill (decision 052), for a parent's /progress and report (page and PDF) and
 * a tutor's student page: as of now, from every answer the child gave (not only a report's period). One statement.
 */
export async function readChildSkills(access: ChildAccess, catalogue: LessonCatalogue): Promise<ChildSkills> {
  const result = await getDb().execute(sql`
    with ${standingsOf([access.childId])}, ${taughtIn('en', catalogue)}
    select skill.slug, skill.name, standing.met, standing.right_count, standing.level
      from skills skill
      left join standing on standing.skill = skill.slug
     where standing.skill is not null or exists (select 1 from taught where taught.skill = skill.slug)
     order by skill.position, skill.slug`);
  const rows = rowsOf<ChildSkillRow>(result);
  const skills = rows
    .filter((row): row is ChildSkillRow & { level: ChildSkill['level'] } => row.level !== null && row.level !== 'not-started')
    .map((row) => ({ slug: row.slug, name: row.name, level: row.level, met: countOf(row.met), right: countOf(row.right_count) }));
  // Stable: within a level, the curriculum's order the statement read them in.
  skills.sort((a, b) => REACHED_LEVELS.indexOf(a.level) - REACHED_LEVELS.indexOf(b.level));
  return { skills, notStarted: rows.length - skills.length };
}
