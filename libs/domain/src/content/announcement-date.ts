/** An announcement's start as the platform may send it: a ms timestamp, as a number or digits, or an ISO date. */
export type AnnouncementStartDate = number | string;

const MS_PER_MINUTE = 60_000;
/** The widest real offsets are -12:00 and +14:00. */
const MAX_OFFSET_MINUTES = 14 * 60;
const DIGITS = /^-?\d+$/;
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

function formatUtc(ms: number): string | null {
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  if (Number.isNaN(year) || year < 0 || year > 9999) return null;
  return `${pad(year, 4)}/${pad(date.getUTCMonth() + 1, 2)}/${pad(date.getUTCDate(), 2)}`;
}

function zoneMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return zone.startsWith('-') ? -minutes : minutes;
}

/** Parses an ISO date; gives the instant for a zoned time, or the calendar date for a zone-less one. */
function parseIso(text: string): { readonly ms: number; readonly zoned: boolean } | null {
  const m = ISO.exec(text);
  if (m === null) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone] = m;
  const [year, month, day, hour, minute, second] = [Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s)];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, Number(fraction.slice(0, 3).padEnd(3, '0')));
  const valid =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  const ms = date.getTime();
  if (!valid) return null;
  if (zone === undefined) return { ms, zoned: false };
  const offset = zoneMinutes(zone);
  return Math.abs(offset) > MAX_OFFSET_MINUTES ? null : { ms: ms - offset * MS_PER_MINUTE, zoned: true };
}

/**
 * Formats an announcement's start date as YYYY/MM/DD (SPEC §2 'Announcement popup') without the
 * host's time zone. An instant — a ms timestamp (number or digit string) or an ISO date-time with
 * `Z` or an offset — is shown in the zone `utcOffsetMinutes` east of UTC (default 0 = UTC; +480 for
 * Manila). A zone-less ISO date or date-time (`2024-03-05`, `2024-03-05 23:30:00`) is already a
 * platform calendar date and is shown as written. Anything else, an impossible date, a year outside
 * 0000–9999 or an offset beyond ±14 h gives null.
 */
export function formatAnnouncementDate(startDate: AnnouncementStartDate, utcOffsetMinutes = 0): string | null {
  if (!Number.isFinite(utcOffsetMinutes) || Math.abs(utcOffsetMinutes) > MAX_OFFSET_MINUTES) return null;
  const shift = utcOffsetMinutes * MS_PER_MINUTE;
  if (typeof startDate === 'number') return Number.isFinite(startDate) ? formatUtc(startDate + shift) : null;
  const text = startDate.trim();
  if (DIGITS.test(text)) return formatUtc(Number(text) + shift);
  const parsed = parseIso(text);
  if (parsed === null) return null;
  return formatUtc(parsed.zoned ? parsed.ms + shift : parsed.ms);
}
