/**
 * The age rule of registration (issue 20): the merchant's minimum age (21 for casino brands,
 * PAGCOR; 18 for a lottery-only brand), checked on the date of birth in Manila's calendar.
 */
import { manilaDateOf, manilaDayStartOf } from '../agents/agent-periods';

/** The minimum age of a brand with casino games: 21. */
export const CASINO_MINIMUM_AGE = 21;

/** The minimum age of a lottery-only brand: 18. */
export const LOTTERY_MINIMUM_AGE = 18;

/** The earliest year of birth accepted. */
const EARLIEST_BIRTH_YEAR = 1900;

/** Whole years from a date of birth (YYYY-MM-DD) to Manila's date at `now`, or null when it is not a real past date. */
export function ageOn(birthDate: string, now: number): number | null {
  if (manilaDayStartOf(birthDate) === null) return null;
  const today = manilaDateOf(now);
  if (birthDate > today || Number(birthDate.slice(0, 4)) < EARLIEST_BIRTH_YEAR) return null;
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) >= birthDate.slice(5) ? years : years - 1;
}

/** Why a date of birth is refused for a minimum age, or null: 'invalid' (not a real past date) or 'under-age'. */
export function checkBirthDate(birthDate: string, minimumAge: number, now: number): 'invalid' | 'under-age' | null {
  const age = ageOn(birthDate, now);
  if (age === null) return 'invalid';
  return age < minimumAge ? 'under-age' : null;
}

/** The latest date of birth (YYYY-MM-DD) old enough for a minimum age at `now`: the date picker's maximum. */
export function latestBirthDate(minimumAge: number, now: number): string {
  const today = manilaDateOf(now);
  const year = String(Number(today.slice(0, 4)) - minimumAge).padStart(4, '0');
  const candidate = `${year}${today.slice(4)}`;
  // 29 February in a year that has none: the day before (28 February) is the last one old enough.
  return manilaDayStartOf(candidate) === null ? `${year}-02-28` : candidate;
}
