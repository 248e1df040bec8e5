import { describe, expect, it } from 'vitest';
import { addDays, currentTimeZoneName, daysBetween, daysEndingWith, isSupportedTimeZone, localDay, supportedTimeZones } from './days';
import { countDay, streakStatus, type StreakState } from './streaks';

const fresh: StreakState = { current: 0, longest: 0, lastDay: null, shields: 0 };

/** Counts each day in turn from a state. */
function countAll(state: StreakState, days: string[]): StreakState {
  return days.reduce((acc, day) => countDay(acc, day).state, state);
}

describe("a child's day", () => {
  it('is the calendar date in their time zone', () => {
    const at = new Date('2024-06-15T11:30:00Z');
    expect(localDay(at, 'UTC')).toBe('2024-06-15');
    // 23:30 in Auckland (UTC+12 in June) is still the 15th there…
    expect(localDay(at, 'Pacific/Auckland')).toBe('2024-06-15');
    // …and one hour later it is the 16th in Auckland but not in UTC.
    expect(localDay(new Date('2024-06-15T12:30:00Z'), 'Pacific/Auckland')).toBe('2024-06-16');
    expect(localDay(new Date('2024-06-15T12:30:00Z'), 'UTC')).toBe('2024-06-15');
    // West of Greenwich, the UTC evening is the previous local day's afternoon.
    expect(localDay(new Date('2024-06-16T03:00:00Z'), 'America/Los_Angeles')).toBe('2024-06-15');
  });

  it('follows daylight saving time changes (fall back and spring forward)', () => {
    // New York falls back on 2024-11-03: 00:30 EDT and 23:30 EST are the same local day, 24 + 1 hours apart.
    expect(localDay(new Date('2024-11-03T04:30:00Z'), 'America/New_York')).toBe('2024-11-03');
    expect(localDay(new Date('2024-11-04T04:30:00Z'), 'America/New_York')).toBe('2024-11-03');
    expect(localDay(new Date('2024-11-04T05:30:00Z'), 'America/New_York')).toBe('2024-11-04');
    // It springs forward on 2024-03-10: 23:30 EST on the 9th, then 23:30 EDT on the 10th, 23 hours later.
    expect(localDay(new Date('2024-03-10T04:30:00Z'), 'America/New_York')).toBe('2024-03-09');
    expect(localDay(new Date('2024-03-11T03:30:00Z'), 'America/New_York')).toBe('2024-03-10');
    // Auckland's own change (2024-04-07, NZDT → NZST): 23:30 local each evening stays on its own date.
    expect(localDay(new Date('2024-04-06T10:30:00Z'), 'Pacific/Auckland')).toBe('2024-04-06');
    expect(localDay(new Date('2024-04-07T11:30:00Z'), 'Pacific/Auckland')).toBe('2024-04-07');
  });

  it('crosses month, year and leap-day ends', () => {
    expect(addDays('2024-01-31', 1)).toBe('2024-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(daysBetween('2024-12-30', '2025-01-02')).toBe(3);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2024-03-01', '2024-02-28')).toBe(-2);
    expect(daysEndingWith('2025-01-02', 4)).toEqual(['2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02']);
  });

  it('accepts IANA zones and UTC, refuses anything else', () => {
    expect(isSupportedTimeZone('UTC')).toBe(true);
    expect(isSupportedTimeZone('Pacific/Auckland')).toBe(true);
    expect(isSupportedTimeZone('Europe/Paris')).toBe(true);
    expect(isSupportedTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isSupportedTimeZone('')).toBe(false);
    expect(isSupportedTimeZone('+02:00')).toBe(false);
  });

  it('lists zones by the names people use today (Kyiv, Kolkata), UTC first, and still accepts the old ones as the same zone', () => {
    const zones = supportedTimeZones();
    expect(zones[0]).toBe('UTC');
    expect(zones).toEqual(expect.arrayContaining(['Europe/Kyiv', 'Asia/Kolkata', 'Asia/Ho_Chi_Minh', 'America/Nuuk']));
    for (const old of ['Europe/Kiev', 'Asia/Calcutta', 'Asia/Saigon', 'America/Godthab', 'Asia/Katmandu']) expect(zones).not.toContain(old);
    expect(zones.slice(1)).toEqual([...zones.slice(1)].sort());
    expect(new Set(zones).size).toBe(zones.length);
    // Every listed name is a zone this runtime knows, and the old names still count.
    for (const zone of zones) expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
    expect(isSupportedTimeZone('Europe/Kiev')).toBe(true);
    expect(currentTimeZoneName('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(currentTimeZoneName('Europe/Paris')).toBe('Europe/Paris');
    expect(localDay(new Date('2026-06-30T21:30:00Z'), 'Europe/Kyiv')).toBe(localDay(new Date('2026-06-30T21:30:00Z'), 'Europe/Kiev'));
  });
});

describe('streaks', () => {
  it('start at 1, grow on consecutive days and ignore a second lesson the same day', () => {
    const first = countDay(fresh, '2024-05-01');
    expect(first).toMatchObject({ extended: true, state: { current: 1, longest: 1, lastDay: '2024-05-01' } });
    const again = countDay(first.state, '2024-05-01');
    expect(again.extended).toBe(false);
    expect(again.state).toEqual(first.state);
    expect(countDay(first.state, '2024-05-02').state).toMatchObject({ current: 2, longest: 2, lastDay: '2024-05-02' });
  });

  it('continue across a month end and a year end', () => {
    expect(countAll(fresh, ['2024-01-30', '2024-01-31', '2024-02-01'])).toMatchObject({ current: 3, lastDay: '2024-02-01' });
    expect(countAll(fresh, ['2024-02-28', '2024-02-29', '2024-03-01'])).toMatchObject({ current: 3 });
    expect(countAll(fresh, ['2024-12-30', '2024-12-31', '2025-01-01'])).toMatchObject({ current: 3, lastDay: '2025-01-01' });
  });

  it('restart at 1 after a missed day without shields, keeping the longest', () => {
    const state = countAll(fresh, ['2024-05-01', '2024-05-02', '2024-05-03']);
    const after = countDay(state, '2024-05-05');
    expect(after).toMatchObject({ extended: true, shieldedDays: [], state: { current: 1, longest: 3, shields: 0 } });
  });

  it('earn a shield at 7 and 14 days, and hold no more than 2', () => {
    const days = Array.from({ length: 21 }, (_, index) => addDays('2024-12-20', index));
    let state = fresh;
    const earned: number[] = [];
    for (const day of days) {
      const result = countDay(state, day);
      if (result.shieldsEarned) earned.push(result.state.current);
      state = result.state;
    }
    expect(earned).toEqual([7, 14]);
    // Day 21 would earn a third shield, but two is the most a child holds.
    expect(state).toMatchObject({ current: 21, longest: 21, shields: 2, lastDay: '2025-01-09' });
  });

  it('spend shields to cover missed days, marking which days they covered', () => {
    const state: StreakState = { current: 9, longest: 9, lastDay: '2024-12-30', shields: 2 };
    const oneMissed = countDay(state, '2025-01-01');
    expect(oneMissed).toMatchObject({ extended: true, shieldedDays: ['2024-12-31'], state: { current: 10, shields: 1, lastDay: '2025-01-01' } });
    const twoMissed = countDay(state, '2025-01-02');
    expect(twoMissed).toMatchObject({ shieldedDays: ['2024-12-31', '2025-01-01'], state: { current: 10, shields: 0 } });
    // Three missed days and only two shields: the shields are kept, the streak restarts.
    const threeMissed = countDay(state, '2025-01-03');
    expect(threeMissed).toMatchObject({ shieldedDays: [], state: { current: 1, longest: 9, shields: 2 } });
  });

  it('can earn a shield on the day a shield is spent', () => {
    const state: StreakState = { current: 6, longest: 6, lastDay: '2024-03-01', shields: 1 };
    expect(countDay(state, '2024-03-03')).toMatchObject({ shieldedDays: ['2024-03-02'], shieldsEarned: 1, state: { current: 7, shields: 1 } });
  });

  it('ignore a day earlier than the last counted one (after moving to a time zone behind)', () => {
    const state: StreakState = { current: 4, longest: 4, lastDay: '2024-05-10', shields: 0 };
    expect(countDay(state, '2024-05-09')).toEqual({ state, extended: false, shieldedDays: [], shieldsEarned: 0 });
  });
});

describe('streak status', () => {
  const state: StreakState = { current: 5, longest: 8, lastDay: '2024-12-31', shields: 1 };

  it('is 0 before the first lesson', () => {
    expect(streakStatus(fresh, '2024-05-01')).toEqual({ current: 0, longest: 0, shields: 0, countsToday: false, missedDays: 0 });
  });

  it('counts today when the last counted day is today', () => {
    expect(streakStatus(state, '2024-12-31')).toEqual({ current: 5, longest: 8, shields: 1, countsToday: true, missedDays: 0 });
  });

  it('is still alive the next day, across a year end, until midnight', () => {
    expect(streakStatus(state, '2025-01-01')).toEqual({ current: 5, longest: 8, shields: 1, countsToday: false, missedDays: 0 });
  });

  it('is alive while the shields held cover the missed days, and 0 beyond', () => {
    expect(streakStatus(state, '2025-01-02')).toMatchObject({ current: 5, missedDays: 1 });
    expect(streakStatus(state, '2025-01-03')).toMatchObject({ current: 0, missedDays: 0, longest: 8, shields: 1 });
    expect(streakStatus({ ...state, shields: 0 }, '2025-01-02')).toMatchObject({ current: 0 });
  });
});
