import { describe, expect, it } from 'vitest';
import { readsAloud } from './child-age';

const now = new Date('2026-06-15T12:00:00Z');

describe('readsAloud: the read-aloud default follows the age until someone chooses (decision 053)', () => {
  it('is on for a child who may still be 9 or younger this year, and off from 10 on', () => {
    expect(readsAloud(null, 2019, now)).toBe(true); // 6 or 7 this year
    expect(readsAloud(null, 2018, now)).toBe(true); // 7 or 8
    expect(readsAloud(null, 2017, now)).toBe(true); // 8 or 9
    expect(readsAloud(null, 2016, now)).toBe(true); // 9 until the birthday, then 10
    expect(readsAloud(null, 2015, now)).toBe(false); // 10 or 11
    expect(readsAloud(null, 2012, now)).toBe(false); // 13 or 14
  });

  it('moves with the year: the same child is no longer read to by default two years later', () => {
    expect(readsAloud(null, 2017, new Date('2026-01-01T00:00:00Z'))).toBe(true);
    expect(readsAloud(null, 2017, new Date('2028-01-01T00:00:00Z'))).toBe(false);
  });

  it('is off for a child whose birth year is not known', () => {
    expect(readsAloud(null, null, now)).toBe(false);
  });

  it('follows the child’s or parent’s choice over the age, either way', () => {
    expect(readsAloud(false, 2018, now)).toBe(false);
    expect(readsAloud(true, 2012, now)).toBe(true);
    expect(readsAloud(true, null, now)).toBe(true);
  });
});
