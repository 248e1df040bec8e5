import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { dailyXp, learningProfiles } from '@/db/schema';
import { peopleView } from '@/modules/accounts';
import { levelFor, type LevelProgress } from '@/modules/courses';
import { seenChildIdsSql } from '@/modules/families';
import type { Actor } from '@/server/session-flow';
import { readsAloud } from '@/lib/child-age';
import { DEFAULT_DAILY_GOAL_XP, DEFAULT_TIME_ZONE, localDay } from './days';
import { readAloudChoice, type ReadAloudSetting } from './read-aloud-choice';
import { streakStatus } from './streaks';

/** The children, as accounts publishes a person's row (decision 055). */
const person = peopleView();

/** A child at a glance, on their parent's /children card and their tutor's /students. */
export interface ChildGlance {
  level: LevelProgress;
  /** The live streak (0 once missed days outnumber the shields). */
  streak: number;
  /** XP earned this week, Monday to today in the child's time zone. */
  weekXp: number;
  dailyGoalXp: number;
  /** Whether lessons are read aloud to the child (decision 053): the choice, and what their age gives. */
  readAloud: ReadAloudSetting;
}

/**
 * Level, streak and this week's XP of each child the actor may see at a glance (a parent's own children, a tutor's
 * approved students), keyed by child id, in one statement (the set is the families module's, decision 015). A child
 * who never learned has the defaults.
 */
export async function readChildrenGlance(actor: Actor): Promise<Record<string, ChildGlance>> {
  const zone = sql`coalesce(${learningProfiles.timeZone}, ${DEFAULT_TIME_ZONE})`;
  const rows = await getDb()
    .select({
      id: person.id,
      xp: person.xp,
      timeZone: learningProfiles.timeZone,
      dailyGoalXp: learningProfiles.dailyGoalXp,
      readAloud: learningProfiles.readAloud,
      birthYear: person.birthYear,
      streakCurrent: learningProfiles.streakCurrent,
      streakLongest: learningProfiles.streakLongest,
      streakLastDay: learningProfiles.streakLastDay,
      streakShields: learningProfiles.streakShields,
      // Weeks start on Monday (decision 028), in the child's own days (decision 009).
      weekXp: sql<number>`(select coalesce(sum(${dailyXp.xp}), 0) from ${dailyXp} where ${dailyXp.userId} = ${person.id} and ${dailyXp.day} >= date_trunc('week', now() at time zone ${zone})::date)`.mapWith(Number),
    })
    .from(person)
    .leftJoin(learningProfiles, eq(learningProfiles.userId, person.id))
    .where(sql`${person.id} in (${seenChildIdsSql(actor)})`);
  const now = new Date();
  return Object.fromEntries(
    rows.map((row) => {
      const today = localDay(now, row.timeZone ?? DEFAULT_TIME_ZONE);
      const streak = streakStatus({ current: row.streakCurrent ?? 0, longest: row.streakLongest ?? 0, lastDay: row.streakLastDay ?? null, shields: row.streakShields ?? 0 }, today);
      const readAloud = { choice: readAloudChoice(row.readAloud), byAge: readsAloud(null, row.birthYear) };
      return [row.id, { level: levelFor(row.xp), streak: streak.current, weekXp: row.weekXp, dailyGoalXp: row.dailyGoalXp ?? DEFAULT_DAILY_GOAL_XP, readAloud }];
    }),
  );
}
