/** Digits only, no leading zero, at most 16 digits: an id as an address carries it (`?id=`, `?deposit=`). */
const POSITIVE_ID = /^[1-9][0-9]{0,15}$/;
const INDEX = /^\d+$/;

/** A record's id read from the address (`?id=7`), or null for anything else (blank, signs, zeros first, too long). */
export function positiveIdOf(value: string | null | undefined): number | null {
  return value !== null && value !== undefined && POSITIVE_ID.test(value) ? Number(value) : null;
}

/** A 0-based index read from the address (`?p=`, `?index=`): digits only and below `count`, else null. */
export function queryIndexBelow(value: string | null | undefined, count: number): number | null {
  if (value === null || value === undefined || !INDEX.test(value)) return null;
  const index = Number(value);
  return index < count ? index : null;
}
