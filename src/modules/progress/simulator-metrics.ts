import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { peopleView } from '@/modules/accounts/runtime';
import { hasProfitedSql as hasProfited, hasTradedSql as hasTraded, sectorsHeldSql as sectorsHeld } from '@/modules/simulator/runtime';

/*
 * No 'server-only': the simulator's market hooks import this file, and the market engine runs in the custom server.
 */

/** What the simulator's badge rules (sim_first_trade, sim_first_profit, sim_sectors) read. */
export interface SimulatorBadgeMetrics {
  /** The child has placed at least one trade. */
  hasTraded: boolean;
  /** The child has closed at least one trade at a profit. */
  hasProfited: boolean;
  /** How many different market sectors the child has traded in. */
  sectorsTraded: number;
}

/*
 * The three measures are the simulator's (sim_first_trade counts executed trades, sim_first_profit sells at a profit
 * after the commission, sim_sectors the distinct sectors held right now), as SQL over a user id expression.
 */

/**
 * Of these users, the children for whom an active sim_* badge they lack now has its rule met (the rules of
 * badge-rules.ts#isBadgeRuleMet: target ≥ 1 and current ≥ target) — ONE query for any number of users. The
 * simulator calls `evaluateBadges` only for them: a trade cannot move any other measure (XP, lessons, streak), so
 * the full evaluation, several queries per child, runs only when it will award something.
 */
export async function childrenWithSimulatorBadgesDue(db: Db | Tx, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const person = peopleView();
  const id = sql`${person.id}`;
  // A named prepared statement (decision 022): it runs after every filled order, and planning it cost more than
  // running it. On PostgreSQL each connection parses it once and reuses the plan; the embedded driver ignores the name.
  const rows = await db
    .select({ id: person.id })
    .from(person)
    .where(
      sql`${person.role} = 'child'
        and ${person.id} in (select jsonb_array_elements_text(${sql.placeholder('userIds')}::jsonb))
        and exists (
          select 1 from badges b
          where b.active and b.rule_kind in ('sim_first_trade', 'sim_first_profit', 'sim_sectors')
            and not exists (select 1 from user_badges ub where ub.user_id = ${id} and ub.badge_id = b.id)
            and case b.rule_kind
                  when 'sim_first_trade' then ${hasTraded(id)}
                  when 'sim_first_profit' then ${hasProfited(id)}
                  else b.rule_threshold >= 1 and ${sectorsHeld(id)} >= b.rule_threshold
                end
        )`,
    )
    .prepare('progress_simulator_badges_due')
    .execute({ userIds: JSON.stringify(userIds) });
  return rows.map((row) => row.id);
}
