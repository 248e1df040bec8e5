/*
 * IANA time zones and the calendar day of an instant in one, as 'YYYY-MM-DD' (the form PostgreSQL's `date` takes):
 * a child's days (decision 009) and a class's due dates (decision 034). Pure: no database, safe in the browser.
 */

export const DEFAULT_TIME_ZONE = 'UTC';

/**
 * Zones ICU (so Node and Chromium) still lists, and resolves, under names IANA has since changed: the spelling people
 * use today (Kyiv, Kolkata) is what we show and store. Both names are the same zone to every runtime and to PostgreSQL;
 * the old one is still accepted (a browser reports it, an older row may hold it). Found by comparing
 * `Intl.supportedValuesOf('timeZone')` with tzdata's links; the zones merely linked to a neighbour keep their own name.
 */
const RENAMED: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** A zone under its current IANA name ('Europe/Kiev' → 'Europe/Kyiv'); any other name as it is. */
export function currentTimeZoneName(zone: string): string {
  return RENAMED[zone] ?? zone;
}

let zones: ReadonlySet<string> | null = null;
let listed: readonly string[] | null = null;

/** The zones a person may pick, by current name and in order: the runtime's IANA list, plus 'UTC' (which some runtimes leave out). */
export function supportedTimeZones(): string[] {
  listed ??= [...new Set([DEFAULT_TIME_ZONE, ...Intl.supportedValuesOf('timeZone').map(currentTimeZoneName)])].sort((a, b) => (a === DEFAULT_TIME_ZONE ? -1 : b === DEFAULT_TIME_ZONE ? 1 : a < b ? -1 : 1));
  return [...listed];
}

export function isSupportedTimeZone(zone: string): boolean {
  zones ??= new Set([...supportedTimeZones(), ...Object.keys(RENAMED)]);
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
