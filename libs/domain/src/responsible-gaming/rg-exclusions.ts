/**
 * Time-outs and self-exclusion (issue 20; PAGCOR's self-exclusion runs 6 months, 1 year or 5
 * years and cannot be revoked during its first 6 months). While one runs, the account cannot log
 * in and gets no promotions; its balance can still be withdrawn through customer service.
 */

/** A cool-off (time-out) or a self-exclusion (the contract's RgExclusionKind). */
export type RgExclusionKind = 'cool_off' | 'self_exclusion';

/** A cool-off's length (24 hours to 6 weeks), by id. */
export const RG_COOL_OFF_HOURS = { '1d': 24, '3d': 72, '1w': 168, '2w': 336, '4w': 672, '6w': 1008 } as const;

/** A self-exclusion's length in calendar months, by id. */
export const RG_SELF_EXCLUSION_MONTHS = { '6m': 6, '1y': 12, '5y': 60 } as const;

/** A cool-off length id. */
export type RgCoolOffLength = keyof typeof RG_COOL_OFF_HOURS;

/** A self-exclusion length id. */
export type RgSelfExclusionLength = keyof typeof RG_SELF_EXCLUSION_MONTHS;

/** Every cool-off length, shortest first. */
export const RG_COOL_OFF_LENGTHS = Object.keys(RG_COOL_OFF_HOURS) as RgCoolOffLength[];

/** Every self-exclusion length, shortest first. */
export const RG_SELF_EXCLUSION_LENGTHS = Object.keys(RG_SELF_EXCLUSION_MONTHS) as RgSelfExclusionLength[];

/** How many months of a self-exclusion cannot be revoked: 6. */
export const RG_IRREVOCABLE_MONTHS = 6;

/** `at` plus whole calendar months (a day past the end of a shorter month runs into the next). */
function addMonths(at: number, months: number): number {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}

/** When an exclusion of this kind and length taken at `now` ends, or null for an unknown length. */
export function rgExclusionEnd(kind: RgExclusionKind, length: string, now: number): number | null {
  if (kind === 'cool_off') {
    const hours = (RG_COOL_OFF_HOURS as Record<string, number>)[length];
    return hours === undefined ? null : now + hours * 3_600_000;
  }
  const months = (RG_SELF_EXCLUSION_MONTHS as Record<string, number>)[length];
  return months === undefined ? null : addMonths(now, months);
}

/** A break's end as the player reads it: a medium date and short time in Manila, in `locale`. */
export function formatBreakEnd(at: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Manila' }).format(at);
}

/** Until when an exclusion taken at `now` cannot be revoked: a self-exclusion's first 6 months, a cool-off's whole length. */
export function rgIrrevocableUntil(kind: RgExclusionKind, endsAt: number, now: number): number {
  return kind === 'cool_off' ? endsAt : Math.min(endsAt, addMonths(now, RG_IRREVOCABLE_MONTHS));
}
