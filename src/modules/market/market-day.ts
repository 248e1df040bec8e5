/*
 * When the market's trading day ends (decision 047). Pure: no database, no clock of its own; the engine, the admin's
 * page and /simulator all compute the next close the same way from the stored schedule and the day's start.
 * No 'server-only': the custom server's engine imports it.
 */

export const MARKET_DAY_MODES = ['interval', 'daily', 'manual'] as const;
export type MarketDayMode = (typeof MARKET_DAY_MODES)[number];

/** Decision 047: a day of one hour by default, short enough to see a whole one in a child's session. */
export const DEFAULT_MARKET_DAY_MINUTES = 60;
export const MARKET_DAY_MINUTES = { min: 5, max: 24 * 60 } as const;

export interface MarketDaySchedule {
  /** 'interval': a day every `dayLengthMinutes`; 'daily': at `dayCloseTime` in `dayTimeZone`; 'manual': only "new day". */
  dayScheduleMode: MarketDayMode;
  dayLengthMinutes: number;
  /** 'HH:MM', 24-hour, in `dayTimeZone`. */
  dayCloseTime: string;
  /** The academy's IANA time zone. */
  dayTimeZone: string;
}

/** When the day in progress ends, as the admin's page shows it (minutes counted by the server when it read the page). */
export interface DayEnd {
  /** ISO 8601. */
  endsAt: string;
  minutesLeft: number;
  timeZone: string;
}

/** Milliseconds to add to UTC to read the wall clock in `timeZone` at `at`. */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant the wall clock in `timeZone` shows year-month-day hour:minute (a time skipped by DST moves on by the gap). */
function zonedInstant(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Two passes: the offset at the first guess may differ from the offset at the answer across a DST change.
  let instant = wall - zoneOffsetMs(new Date(wall), timeZone);
  instant = wall - zoneOffsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

function safeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    // A zone this runtime no longer knows (zones are checked when saved): UTC rather than a market that never closes.
    return 'UTC';
  }
}

/**
 * When the day that started at `dayStartedAt` ends, or null when only an admin ends it. 'daily': the first
 * `dayCloseTime` in the zone strictly after the start, so a day started by hand at 14:59 ends at 15:00 that day, and
 * one started at 15:00 ends at 15:00 the next day.
 */
export function nextMarketClose(schedule: MarketDaySchedule, dayStartedAt: Date): Date | null {
  if (schedule.dayScheduleMode === 'manual') return null;
  if (schedule.dayScheduleMode === 'interval') return new Date(dayStartedAt.getTime() + schedule.dayLengthMinutes * 60_000);
  const zone = safeZone(schedule.dayTimeZone);
  const [hour, minute] = schedule.dayCloseTime.split(':').map(Number) as [number, number];
  const local = new Date(dayStartedAt.getTime() + zoneOffsetMs(dayStartedAt, zone));
  for (let days = 0; days <= 2; days += 1) {
    const candidate = zonedInstant(local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate() + days, hour, minute, zone);
    if (candidate.getTime() > dayStartedAt.getTime()) return candidate;
  }
  /* c8 ignore next: two days on always passes the start */
  return null;
}

/** Whether the day that started at `dayStartedAt` is over at `now`. */
export function isMarketDayOver(schedule: MarketDaySchedule, dayStartedAt: Date, now: Date): boolean {
  const close = nextMarketClose(schedule, dayStartedAt);
  return close !== null && now.getTime() >= close.getTime();
}
