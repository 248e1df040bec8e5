import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { addDays, dayToUtcMs } from '@/lib/calendar-days';
import { classMemberView } from '@/modules/classes/runtime';
import { lessonCompletionView } from '@/modules/courses';
import { guardiansView } from '@/modules/families';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { activity, bounds, DAY_MS, person, roleIs } from './activity';
import type { AnalyticsFilters } from './schemas';

/*
 * The back office's growth figures (decision 038): sign-ups, the activation funnel, weekly cohort retention, family
 * links and class memberships, from the same records and the same "active" as the analytics. Weeks start on Monday
 * (UTC). One parallel round of set-based reads.
 */

/** The completions, family links and class memberships the figures count, as their owners publish them (decision 055). */
const completion = lessonCompletionView('completion');
const link = guardiansView('link');
const member = classMemberView('member');

export const SIGNUP_ROLES = ['child', 'parent', 'tutor', 'admin'] as const;
/** How many weeks after sign-up the retention table follows a cohort (week 0 is the week of sign-up). */
export const RETENTION_WEEKS = 8;

export type SignupRow = { day: string; total: number } & Record<(typeof SIGNUP_ROLES)[number], number>;
export interface Funnel {
  registered: number;
  verified: number;
  firstLesson: number;
  threeLessons: number;
  /** Registered at least two weeks ago: the only ones who could be active in their second week yet. */
  eligibleWeek2: number;
  activeWeek2: number;
}
export interface CohortRow {
  /** The Monday of the sign-up week. */
  week: string;
  size: number;
  /** For week 0 … RETENTION_WEEKS after sign-up: how many of the cohort were active, or null for a week not over yet. */
  active: (number | null)[];
}
export interface WeekCount {
  week: string;
  count: number;
  /** The running total at the end of the week. */
  total: number;
}

export interface Growth {
  filters: AnalyticsFilters;
  signups: SignupRow[];
  funnel: Funnel;
  cohorts: CohortRow[];
  links: { children: number; linked: number; weeks: WeekCount[] };
  classes: WeekCount[];
}

const mondayOf = (day: string) => addDays(day, -((new Date(dayToUtcMs(day)).getUTCDay() + 6) % 7));

/**
 * The range's Mondays with a count each (0 where nothing happened) and the running total, from the reads' rows: one
 * per week with something, and one 'before' with what came before the range.
 */
function weekly(filters: AnalyticsFilters, counted: { week: string; count: number }[]): WeekCount[] {
  const found = new Map(counted.map((row) => [row.week, row.count]));
  const weeks: WeekCount[] = [];
  let total = found.get('before') ?? 0;
  for (let week = mondayOf(filters.from); week <= filters.to; week = addDays(week, 7)) {
    const count = found.get(week) ?? 0;
    total += count;
    weeks.push({ week, count, total });
  }
  return weeks;
}

export async function getGrowth(actor: Actor, filters: AnalyticsFilters, now: Date = new Date()): Promise<Growth> {
  assertCan(actor, 'read:analytics:any');
  const db = getDb();
  const { startIso, endIso } = bounds(filters);
  const nowIso = now.toISOString();
  const followedUntil = new Date(Math.min(Date.parse(endIso) + (RETENTION_WEEKS + 1) * 7 * DAY_MS, now.getTime() + DAY_MS)).toISOString();
  const who = roleIs(filters);
  const signedUp = sql`${person.createdAt} >= ${startIso}::timestamptz and ${person.createdAt} < ${endIso}::timestamptz and ${who}`;
  const [signupRows, funnelRows, cohortRows, linkTotals, linkRows, classRows] = await Promise.all([
    db.execute(sql`
      with days as (select generate_series(${filters.from}::date, ${filters.to}::date, interval '1 day')::date as day)
      select to_char(days.day, 'YYYY-MM-DD') as day,
        ${sql.join(
          SIGNUP_ROLES.map((role) => sql`count(${person.id}) filter (where ${person.role} = ${role})::int as ${sql.identifier(role)}`),
          sql`, `,
        )},
        count(${person.id})::int as total
      from days left join ${person} on (${person.createdAt} at time zone 'UTC')::date = days.day and ${signedUp}
      group by days.day order by days.day`),
    db.execute(sql`
      with cohort as (select ${person.id} as id, ${person.emailVerified} as verified, (${person.createdAt} at time zone 'UTC')::date as day from ${person} where ${signedUp}),
        done as (select ${completion.userId} as user_id, count(*)::int as n from ${completion} where ${completion.userId} in (select id from cohort) group by 1),
        act as (${activity(startIso, followedUntil)})
      select count(*)::int as registered, count(*) filter (where cohort.verified)::int as verified,
        count(*) filter (where done.n >= 1)::int as "firstLesson", count(*) filter (where done.n >= 3)::int as "threeLessons",
        count(*) filter (where cohort.day + 14 <= (${nowIso}::timestamptz at time zone 'UTC')::date)::int as "eligibleWeek2",
        count(*) filter (where cohort.day + 14 <= (${nowIso}::timestamptz at time zone 'UTC')::date
          and exists (select 1 from act where act.user_id = cohort.id and act.day >= cohort.day + 7 and act.day < cohort.day + 14))::int as "activeWeek2"
      from cohort left join done on done.user_id = cohort.id`),
    db.execute(sql`
      with cohort as (select ${person.id} as id, (${person.createdAt} at time zone 'UTC')::date as day from ${person} where ${signedUp}),
        act as (${activity(startIso, followedUntil)})
      select to_char(date_trunc('week', cohort.day)::date, 'YYYY-MM-DD') as week, weeks.k as k, count(distinct cohort.id)::int as size, count(distinct act.user_id)::int as active
      from cohort cross join generate_series(0, ${RETENTION_WEEKS}) as weeks(k)
        left join act on act.user_id = cohort.id and act.day >= cohort.day + 7 * weeks.k and act.day < cohort.day + 7 * (weeks.k + 1)
      group by 1, 2 order by 1, 2`),
    // Children now, and how many of them have at least one linked parent.
    db.execute(sql`
      select count(*)::int as children, count(*) filter (where exists (select 1 from ${link} where ${link.childId} = ${person.id}))::int as linked
      from ${person} where ${person.role} = 'child'`),
    db.execute(sql`
      select to_char(date_trunc('week', ${link.linkedAt} at time zone 'UTC')::date, 'YYYY-MM-DD') as week, count(*)::int as count
      from ${link} where ${link.linkedAt} >= ${startIso}::timestamptz and ${link.linkedAt} < ${endIso}::timestamptz group by 1
      union all
      select 'before', count(*)::int from ${link} where ${link.linkedAt} < ${startIso}::timestamptz`),
    db.execute(sql`
      select to_char(date_trunc('week', ${member.decidedAt} at time zone 'UTC')::date, 'YYYY-MM-DD') as week, count(*)::int as count
      from ${member} where ${member.status} = 'approved' and ${member.decidedAt} >= ${startIso}::timestamptz and ${member.decidedAt} < ${endIso}::timestamptz group by 1
      union all
      select 'before', count(*)::int from ${member} where ${member.status} = 'approved' and ${member.decidedAt} < ${startIso}::timestamptz`),
  ]);
  const today = nowIso.slice(0, 10);
  const cohorts = new Map<string, CohortRow>();
  for (const row of rowsOf<{ week: string; k: number; size: number; active: number }>(cohortRows)) {
    const cohort = cohorts.get(row.week) ?? { week: row.week, size: row.size, active: [] };
    const weekStart = addDays(row.week, row.k * 7);
    cohort.active[row.k] = weekStart <= today ? row.active : null;
    cohorts.set(row.week, cohort);
  }
  const linkCounts = rowsOf<{ week: string; count: number }>(linkRows);
  const [totals] = rowsOf<{ children: number; linked: number }>(linkTotals);
  const classCounts = rowsOf<{ week: string; count: number }>(classRows);
  const [funnel] = rowsOf<Funnel>(funnelRows);
  return {
    filters,
    signups: rowsOf<SignupRow>(signupRows),
    funnel: funnel!,
    cohorts: [...cohorts.values()],
    links: { children: totals?.children ?? 0, linked: totals?.linked ?? 0, weeks: weekly(filters, linkCounts) },
    classes: weekly(filters, classCounts),
  };
}

