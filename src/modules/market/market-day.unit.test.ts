import { describe, expect, it } from 'vitest';
import { isMarketDayOver, nextMarketClose, type MarketDaySchedule } from './market-day';

const daily = (dayCloseTime: string, dayTimeZone: string): MarketDaySchedule => ({ dayScheduleMode: 'daily', dayLengthMinutes: 60, dayCloseTime, dayTimeZone });

describe('the next close of a trading day (decision 047)', () => {
  it('every N minutes counts from the day’s start', () => {
    const schedule: MarketDaySchedule = { dayScheduleMode: 'interval', dayLengthMinutes: 45, dayCloseTime: '15:00', dayTimeZone: 'UTC' };
    expect(nextMarketClose(schedule, new Date('2026-11-26T10:00:00Z'))).toEqual(new Date('2026-11-26T10:45:00Z'));
    expect(isMarketDayOver(schedule, new Date('2026-11-26T10:00:00Z'), new Date('2026-11-26T10:44:59Z'))).toBe(false);
    expect(isMarketDayOver(schedule, new Date('2026-11-26T10:00:00Z'), new Date('2026-11-26T10:45:00Z'))).toBe(true);
  });

  it('daily: the first closing time in the academy’s zone after the start; a day started at it ends the next day', () => {
    expect(nextMarketClose(daily('15:00', 'Europe/Paris'), new Date('2026-11-26T09:00:00Z'))).toEqual(new Date('2026-11-26T14:00:00Z'));
    expect(nextMarketClose(daily('15:00', 'Europe/Paris'), new Date('2026-11-26T14:00:00Z'))).toEqual(new Date('2026-11-27T14:00:00Z'));
    // Summer time in Paris: 15:00 is 13:00 UTC.
    expect(nextMarketClose(daily('15:00', 'Europe/Paris'), new Date('2026-07-01T06:00:00Z'))).toEqual(new Date('2026-07-01T13:00:00Z'));
    // Across the spring change (29 March 2026): started at 16:00 winter time on the 28th, it ends at 15:00 summer time on the 29th.
    expect(nextMarketClose(daily('15:00', 'Europe/Paris'), new Date('2026-03-28T15:00:00Z'))).toEqual(new Date('2026-03-29T13:00:00Z'));
    // A zone east of UTC whose local date is already tomorrow.
    expect(nextMarketClose(daily('09:30', 'Asia/Tokyo'), new Date('2026-11-26T23:00:00Z'))).toEqual(new Date('2026-11-27T00:30:00Z'));
  });

  it('manual never closes; an unknown zone counts in UTC rather than never closing', () => {
    expect(nextMarketClose({ ...daily('15:00', 'UTC'), dayScheduleMode: 'manual' }, new Date('2026-11-26T10:00:00Z'))).toBeNull();
    expect(nextMarketClose(daily('15:00', 'Mars/Olympus'), new Date('2026-11-26T10:00:00Z'))).toEqual(new Date('2026-11-26T15:00:00Z'));
  });
});
