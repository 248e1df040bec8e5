import { describe, expect, it } from 'vitest';
import { outcomeOf, scheduleReview } from './review-schedule';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2026-11-02T16:00:00Z');
const daysAfter = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / DAY);

describe('spaced review (FSRS)', () => {
  it('brings a missed question back the next day and a known one later, each time further apart', () => {
    const missed = scheduleReview(null, 'missed', start);
    expect(daysAfter(start, missed.due)).toBe(1);
    const known = scheduleReview(null, 'first-try', start);
    const first = daysAfter(start, known.due);
    expect(first).toBeGreaterThanOrEqual(2);
    // Reviewed right on its day: the next interval is longer.
    const again = scheduleReview(known, 'first-try', known.due);
    expect(daysAfter(known.due, again.due)).toBeGreaterThan(first);
    // Right only after a miss: sooner than right at once.
    const hard = scheduleReview(known, 'after-a-miss', known.due);
    expect(hard.due.getTime()).toBeLessThan(again.due.getTime());
    // Forgotten at review: back within two days, far sooner than it was, and counted as a lapse.
    const lapsed = scheduleReview(again, 'missed', again.due);
    expect(daysAfter(again.due, lapsed.due)).toBeLessThanOrEqual(2);
    expect(lapsed.lapses).toBe(1);
  });

  it('gives the same day for the same answers (no fuzz), and reads tries as an outcome', () => {
    expect(scheduleReview(null, 'first-try', start).due).toEqual(scheduleReview(null, 'first-try', start).due);
    expect([outcomeOf(1, true), outcomeOf(2, true), outcomeOf(2, false)]).toEqual(['first-try', 'after-a-miss', 'missed']);
  });
});
