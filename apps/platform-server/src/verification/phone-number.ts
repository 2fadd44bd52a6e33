/** Why a mobile number could not be turned into an E.164 number. */
export type PhoneNumberProblem = 'bad-country-code' | 'bad-characters' | 'country-mismatch' | 'too-short' | 'too-long';

/** A mobile number in E.164 form (`+639171234567`), or why it is not one. */
export type NormalizedPhone =
  | { readonly ok: true; readonly e164: string; readonly countryCode: string; readonly nationalNumber: string }
  | { readonly ok: false; readonly problem: PhoneNumberProblem };

/**
 * National significant number lengths (digits after the country code, without the trunk 0) of the
 * countries checked more closely. +63, the Philippines: mobile numbers are 10 digits (9XX XXX XXXX),
 * which players type as 10 digits or as 11 with the trunk 0: the 10-11 digit hint of SPEC §5.
 */
export const NATIONAL_NUMBER_LENGTHS: Readonly<Record<string, { readonly min: number; readonly max: number }>> = {
  '63': { min: 10, max: 10 },
};

/** Lengths of the national significant number for any other country: 4 to 14, within E.164's 15 digits in all. */
export const DEFAULT_NATIONAL_NUMBER_LENGTH = { min: 4, max: 14 } as const;

const E164_MAX_DIGITS = 15;
const SEPARATORS = /[\s\-.()]/g;

/**
 * Builds the E.164 form of a mobile number from the country dialing code (`+63`, `63` or `0063`)
 * and the number as typed. Deliberately simple, no numbering-plan data:
 * - spaces, dashes, dots and parentheses are dropped; anything else but digits is refused;
 * - a number typed in international form (`+63 917…` or `0063 917…`) must carry the same country
 *   code, which is then removed;
 * - one leading 0 (the trunk prefix: `0917…`) is removed from the national number;
 * - the national significant number must have the length of `NATIONAL_NUMBER_LENGTHS` for its
 *   country, else `DEFAULT_NATIONAL_NUMBER_LENGTH`, and the whole at most 15 digits.
 */
export function normalizePhoneNumber(countryDialingCode: string, mobileNumber: string): NormalizedPhone {
  const country = countryDialingCode.replace(SEPARATORS, '').replace(/^(\+|00)/, '');
  if (!/^[1-9]\d{0,2}$/.test(country)) return { ok: false, problem: 'bad-country-code' };
  const typed = mobileNumber.replace(SEPARATORS, '');
  const international = /^(\+|00)/.exec(typed);
  let digits = international ? typed.slice(international[0].length) : typed;
  if (!/^\d+$/.test(digits)) return { ok: false, problem: digits === '' ? 'too-short' : 'bad-characters' };
  if (international) {
    if (!digits.startsWith(country)) return { ok: false, problem: 'country-mismatch' };
    digits = digits.slice(country.length);
  }
  const national = digits.startsWith('0') ? digits.slice(1) : digits;
  const lengths = NATIONAL_NUMBER_LENGTHS[country] ?? DEFAULT_NATIONAL_NUMBER_LENGTH;
  if (national.length < lengths.min) return { ok: false, problem: 'too-short' };
  if (national.length > lengths.max || country.length + national.length > E164_MAX_DIGITS) return { ok: false, problem: 'too-long' };
  return { ok: true, e164: `+${country}${national}`, countryCode: country, nationalNumber: national };
}
