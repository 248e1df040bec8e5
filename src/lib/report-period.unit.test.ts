import { describe, expect, it } from 'vitest';
import { daysOf, resolvePeriod } from './report-period';

describe('report periods, in the child’s days', () => {
  it('weeks start on Monday; last week is the whole week before; the month starts on the 1st', () => {
    // 2026-11-25 is a Wednesday.
    expect(resolvePeriod({ kind: 'this-week' }, '2026-11-25')).toEqual({ kind: 'this-week', from: '2026-11-23', to: '2026-11-25' });
    expect(resolvePeriod({ kind: 'last-week' }, '2026-11-25')).toEqual({ kind: 'last-week', from: '2026-11-16', to: '2026-11-22' });
    expect(resolvePeriod({ kind: 'this-month' }, '2026-11-25')).toEqual({ kind: 'this-month', from: '2026-11-01', to: '2026-11-25' });
    // A Monday is its own week's first day; a Sunday its last.
    expect(resolvePeriod({ kind: 'this-week' }, '2026-11-23').from).toBe('2026-11-23');
    expect(resolvePeriod({ kind: 'this-week' }, '2026-11-29').from).toBe('2026-11-23');
  });

  it('the last 30 and 90 days end today, across months and a leap day', () => {
    expect(resolvePeriod({ kind: 'last-30' }, '2028-03-10')).toEqual({ kind: 'last-30', from: '2028-02-10', to: '2028-03-10' });
    expect(daysOf(resolvePeriod({ kind: 'last-30' }, '2028-03-10'))).toHaveLength(30);
    expect(daysOf(resolvePeriod({ kind: 'last-90' }, '2026-01-05'))).toHaveLength(90);
    expect(resolvePeriod({ kind: 'last-week' }, '2027-01-01')).toEqual({ kind: 'last-week', from: '2026-12-21', to: '2026-12-27' });
  });

  it('lists a range’s days oldest first, and none for a backwards range', () => {
    expect(daysOf({ from: '2028-02-28', to: '2028-03-01' })).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(daysOf({ from: '2026-05-02', to: '2026-05-01' })).toEqual([]);
  });
});
