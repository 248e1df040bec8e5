/*
 * IANA time zones and the calendar day of an instant in one, as 'YYYY-MM-DD' (the form PostgreSQL's `date` takes):
 * a child's days (decision 009) and a class's due dates (decision 034). Pure: no database, safe in the browser.
 */

export const DEFAULT_TIME_ZONE = 'UTC';

let zones: ReadonlySet<string> | null = null;

/** The zones a child may pick: the runtime's IANA list, plus 'UTC' (which some runtimes leave out of it). */
export function supportedTimeZones(): string[] {
  const list = Intl.supportedValuesOf('timeZone');
  return list.includes(DEFAULT_TIME_ZONE) ? [...list] : [DEFAULT_TIME_ZONE, ...list];
}

export function isSupportedTimeZone(zone: string): boolean {
  zones ??= new Set(supportedTimeZones());
  return zones.has(zone);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      // A stored zone this runtime no longer knows (zones are validated when saved): count days in UTC rather than fail a lesson.
      formatter = new Intl.DateTimeFormat('en-US', { timeZone: DEFAULT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date of an instant in a time zone: 'YYYY-MM-DD'. DST needs no special case: the zone's rules do it. */
export function localDay(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
