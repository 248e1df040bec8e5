/*
 * Streaks and streak shields (decision 009). Pure functions over a child's
 * days ('YYYY-MM-DD' in their own time zone, see days.ts):
 * - A day counts when the child completes at least one lesson that day (even one worth 0 XP), or answers a question
 *   of their daily review (decision 052).
 * - On a counted day D after the last counted day L: D = L → nothing; D = L + 1 → streak + 1; D = L + 1 + m
 *   (m missed days) with at least m shields → the m shields cover the missed days, streak + 1; otherwise the
 *   streak starts again at 1.
 * - Each time the streak reaches a multiple of 7 the child earns a shield; at most 2 are held.
 * - longest = max(longest, current).
 */
import { addDays, daysBetween } from './days';

/** One shield for every 7 days of streak… */
export const SHIELD_EVERY_DAYS = 7;
/** …and no more than 2 held at once. */
export const MAX_STREAK_SHIELDS = 2;

export interface StreakState {
  current: number;
  longest: number;
  /** The last day that counted, or null before the first. */
  lastDay: string | null;
  shields: number;
}

export interface CountedDay {
  state: StreakState;
  /** True when this day was not counted before (the streak moved). */
  extended: boolean;
  /** Missed days a shield covered, oldest first. */
  shieldedDays: string[];
  /** Shields earned on this day (0 or 1). */
  shieldsEarned: number;
}

/** Applies a day on which the child completed a lesson or answered a review. */
export function countDay(state: StreakState, day: string): CountedDay {
  if (state.lastDay !== null && daysBetween(state.lastDay, day) <= 0) {
    // Today already counted, or a day before the last one (the child moved to a time zone behind): nothing changes.
    return { state, extended: false, shieldedDays: [], shieldsEarned: 0 };
  }
  let current = 1;
  let shields = state.shields;
  const shieldedDays: string[] = [];
  if (state.lastDay !== null) {
    const missed = daysBetween(state.lastDay, day) - 1;
    if (missed === 0) current = state.current + 1;
    else if (missed <= shields) {
      shields -= missed;
      for (let index = 1; index <= missed; index++) shieldedDays.push(addDays(state.lastDay, index));
      current = state.current + 1;
    }
  }
  const shieldsEarned = current % SHIELD_EVERY_DAYS === 0 && shields < MAX_STREAK_SHIELDS ? 1 : 0;
  shields += shieldsEarned;
  return {
    state: { current, longest: Math.max(state.longest, current), lastDay: day, shields },
    extended: true,
    shieldedDays,
    shieldsEarned,
  };
}

export interface StreakStatus {
  /** The live streak: 0 when the missed days are more than the shields held can cover. */
  current: number;
  longest: number;
  shields: number;
  /** True when today already counts. */
  countsToday: boolean;
  /** Days missed since the last counted day (before today): learning today spends this many shields. */
  missedDays: number;
}

/** What to show on `today` (the child's day): the streak as it stands, whether today counts, the shields held. */
export function streakStatus(state: StreakState, today: string): StreakStatus {
  const base = { longest: state.longest, shields: state.shields };
  if (state.lastDay === null) return { ...base, current: 0, countsToday: false, missedDays: 0 };
  const gap = daysBetween(state.lastDay, today);
  if (gap <= 0) return { ...base, current: state.current, countsToday: true, missedDays: 0 };
  // Today itself is not missed yet: the child still has until midnight.
  const missedDays = gap - 1;
  if (missedDays > state.shields) return { ...base, current: 0, countsToday: false, missedDays: 0 };
  return { ...base, current: state.current, countsToday: false, missedDays };
}
