// No 'server-only': the progress module's subscriptions run in the custom server too (decision 015).
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { dailyXp, learningProfiles, xpLedger } from '@/db/schema';
import { addXp } from '@/modules/accounts/runtime';
import type { CountedDay } from './streaks';

/** XP to pay once: the ledger holds each (user, reason, source) once (decision 008). */
export interface XpItem {
  amount: number;
  reason: string;
  sourceId: string;
}

export interface StreakAfterLesson {
  current: number;
  longest: number;
  shields: number;
  /** True when this lesson made today count (the first completion of the child's day). */
  extendedToday: boolean;
}

/** What writeChildDay wrote. */
export interface ChildDayWritten {
  /** The XP paid now: the items whose (reason, source) the ledger did not hold yet (a retry or race pays nothing). */
  paid: number;
  /** The child's XP total afterwards; null when nothing was paid (the total did not move). */
  xp: number | null;
  /** The XP of the child's day afterwards; null when the day was not written (nothing paid, no learning counted). */
  todayXp: number | null;
}

/**
 * XP paid through the ledger and onto the child's `day` (daily_xp), and, for learning done that day, the day counted
 * (`lessons`: 1 for a lesson, 0 for a review answer; decision 052) and the streak moved as `counted` says (streaks.ts:
 * the profile row updated, missed days a shield covered marked shielded): one statement over progress's tables, where
 * these were five (decision 022: the cost is per statement), then the total on the child's row (accounts' addXp)
 * when anything was paid. An amount of zero pays nothing and writes no ledger row. In the caller's transaction,
 * which holds the child's learning profile locked when `learning` is given.
 */
export async function writeChildDay(
  tx: Tx,
  userId: string,
  { at, day, items, learning }: { at: Date; day: string; items: readonly XpItem[]; learning?: { lessons: number; counted: CountedDay } },
): Promise<ChildDayWritten> {
  const when = at.toISOString();
  const due = items.filter((item) => {
    if (!Number.isInteger(item.amount) || item.amount < 0) throw new Error(`XP must be a whole number ≥ 0, got ${item.amount}`);
    return item.amount > 0;
  });
  const parts: SQL[] = [
    sql`ledger as (
      insert into ${xpLedger} (user_id, amount, reason, source_id, created_at)
      select ${userId}, item.amount, item.reason, item.source_id, ${when}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(due.map((item) => ({ amount: item.amount, reason: item.reason, source_id: item.sourceId })))}::jsonb)
        as item(amount int, reason text, source_id text)
      on conflict (user_id, reason, source_id) do nothing
      returning amount)`,
    sql`paid as (select coalesce(sum(amount), 0)::int as xp, count(*)::int as entries from ledger)`,
    sql`today as (
      insert into ${dailyXp} (user_id, day, xp, lessons_completed)
      select ${userId}, ${day}::date, paid.xp, ${learning?.lessons ?? 0}::int from paid where paid.entries > 0 or ${learning !== undefined}::boolean
      on conflict (user_id, day) do update set xp = ${dailyXp}.xp + excluded.xp, lessons_completed = ${dailyXp}.lessons_completed + excluded.lessons_completed
      returning xp)`,
  ];
  const counted = learning?.counted;
  if (counted?.extended) {
    const { state } = counted;
    parts.push(sql`streak as (
      update ${learningProfiles} set streak_current = ${state.current}::int, streak_longest = ${state.longest}::int, streak_last_day = ${state.lastDay}::date,
        streak_shields = ${state.shields}::int, updated_at = ${when}::timestamptz
      where user_id = ${userId}
      returning user_id)`);
  }
  if (counted && counted.shieldedDays.length > 0) {
    // Days before `day`: never the row `today` writes, so one statement may write both.
    parts.push(sql`shielded as (
      insert into ${dailyXp} (user_id, day, shielded)
      select ${userId}, shielded_day::date, true from jsonb_array_elements_text(${JSON.stringify(counted.shieldedDays)}::jsonb) as shielded_day
      on conflict (user_id, day) do update set shielded = true
      returning day)`);
  }
  const result = await tx.execute(sql`with ${sql.join(parts, sql`, `)} select (select xp from paid) as paid, (select xp from today) as today_xp`);
  const [row] = rowsOf<{ paid: number | string; today_xp: number | string | null }>(result);
  const paid = Number(row?.paid ?? 0);
  const xp = paid > 0 ? await addXp(tx, userId, paid) : null;
  return { paid, xp, todayXp: row?.today_xp === null || row?.today_xp === undefined ? null : Number(row.today_xp) };
}
