import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import type { SkillName } from '@/lib/mastery';
import type { ChildAccess } from '@/modules/families';
import { tallyClassSkills, type ClassSkill } from './class-tally';
import { standingsOf, type StandingRow } from './standings';

/**
 * A tutor's class by skill (decision 052): for each skill some of these students have answered, how many are at each
 * level and who needs help. The proofs come from the families module (a tutor's approved students of their own
 * class), in the order the page lists the students. One statement for the whole class.
 */
export async function readClassSkills(access: readonly ChildAccess[]): Promise<ClassSkill[]> {
  if (access.length === 0) return [];
  const ids = access.map((grant) => grant.childId);
  const result = await getDb().execute(sql`
    with ${standingsOf(ids)}
    select standing.user_id, standing.level, skill.slug, skill.name
      from standing
      join skills skill on skill.slug = standing.skill
     order by skill.position, skill.slug`);
  const rows = rowsOf<Pick<StandingRow, 'user_id' | 'level'> & { slug: string; name: SkillName }>(result);
  return tallyClassSkills(
    rows.map((row) => ({ studentId: row.user_id, slug: row.slug, name: row.name, level: row.level })),
    ids,
  );
}
