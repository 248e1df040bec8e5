import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { countOf, standingsOf } from './standings';

/** How far one group of learners (a class) has come on the curriculum's skills (decision 052). */
export interface GroupMastery {
  groupId: string;
  /** The group's learners. */
  learners: number;
  /** The skills of the curriculum: each learner could master each of them. */
  skills: number;
  /** The (learner, skill) pairs that stand at Mastered now. */
  mastered: number;
}

/**
 * Mastery across many groups at once (a school's classes, decision 061): for each group in `members` (a subquery of
 * `group_id, user_id` rows, scoped by the caller), its learners, the curriculum's skills and how many of the pairs
 * stand at Mastered, reckoned as every mastery read reckons it (standings.ts). One statement for every group; a group
 * with no learner has no row.
 */
export async function readGroupMastery(members: SQL): Promise<GroupMastery[]> {
  const result = await getDb().execute(sql`
    with member as (${members}),
    ${standingsOf(sql`select member.user_id from member`)}
    select member.group_id,
           count(distinct member.user_id) as learners,
           count(standing.skill) filter (where standing.level = 'mastered') as mastered,
           (select count(*) from skills) as skills
      from member
      left join standing on standing.user_id = member.user_id
     group by member.group_id`);
  return rowsOf<{ group_id: string; learners: number | string; mastered: number | string; skills: number | string }>(result).map((row) => ({
    groupId: String(row.group_id),
    learners: countOf(row.learners),
    skills: countOf(row.skills),
    mastered: countOf(row.mastered),
  }));
}
