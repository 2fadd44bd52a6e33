import { LIMITS } from '../constants/limits';
import type { REGISTRATION_METHODS } from '../constants/module-ids';

/** The two ways to register (SPEC §2 'Registration'): by username, or by mobile number. */
export type RegistrationMode = 'username' | 'mobileNum';

/** Which registration methods the merchant has on (register settings, modules REGISTER_REE3 / MOBILENUMREG3). */
export interface RegistrationMethodsOn {
  readonly usernameRegistration: boolean;
  readonly mobileRegistration: boolean;
}

/** What the registration screen offers: the modes, whether tabs show, and the mode it opens in. */
export interface RegistrationModes {
  readonly modes: readonly RegistrationMode[];
  /** Tabs only when both modes are on. */
  readonly tabsShown: boolean;
  /** The mode to open in; null when the merchant has registration switched off. */
  readonly defaultMode: RegistrationMode | null;
}

/**
 * Decides the registration tabs (SPEC §2): both modes give tabs, username first and selected; only
 * mobile gives mobile without tabs; only username gives username without tabs; none gives nothing.
 */
export function registrationModesOf(on: RegistrationMethodsOn): RegistrationModes {
  const modes: RegistrationMode[] = [];
  if (on.usernameRegistration) modes.push('username');
  if (on.mobileRegistration) modes.push('mobileNum');
  return { modes, tabsShown: modes.length > 1, defaultMode: modes[0] ?? null };
}

/**
 * The age players must confirm: the merchant's (21 where configured), never under the product's
 * minimum of 18 (SPEC §1, §5, §9); a missing or broken value gives 18.
 */
export function minimumAgeOf(configured: number | null | undefined): number {
  const age = configured ?? Number.NaN;
  return Number.isInteger(age) && age > LIMITS.minimumAge ? age : LIMITS.minimumAge;
}

/** The registration methods of SPEC §3 (APP, H5, PWA, WEBCLIP); the download store tells which applies. */
export type RegisterMethod = (typeof REGISTRATION_METHODS)[number];

/** Query names a registration link may carry the invitation (affiliate) code under. */
export const AFFILIATE_LINK_PARAMS: readonly string[] = ['aff', 'affiliateCode', 'inviteCode'];

/** The longest invitation code the platform accepts. */
const AFFILIATE_CODE_MAX_LENGTH = 32;

/**
 * Reads the invitation code a registration link supplies (`?aff=`, `?affiliateCode=` or
 * `?inviteCode=`), trimmed; null when there is none or it is longer than the platform accepts.
 */
export function affiliateCodeFromLink(search: string): string | null {
  const query = queryValues(search);
  for (const name of AFFILIATE_LINK_PARAMS) {
    const code = (query.get(name) ?? '').trim();
    if (code !== '') return code.length <= AFFILIATE_CODE_MAX_LENGTH ? code : null;
  }
  return null;
}

/** The query parameter of a referral link (`referralLinkOf`) that carries the referrer's code. */
export const REFERRAL_LINK_PARAM = 'ref';

/** A referral code as the platform gives it: 1 to 32 letters, digits or underscores. */
const REFERRAL_CODE = /^[A-Za-z0-9_]{1,32}$/;

/** Reads the referrer's code a registration link carries (`?ref=`); null when it has none or one no referral code can be. */
export function referrerFromLink(search: string): string | null {
  const code = (queryValues(search).get(REFERRAL_LINK_PARAM) ?? '').trim();
  return REFERRAL_CODE.test(code) ? code : null;
}

function decoded(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return '';
  }
}

/** The first value of each name of a query string (with or without its '?'), decoded as a form does. */
function queryValues(search: string): ReadonlyMap<string, string> {
  const values = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [name = '', value = ''] = pair.split('=', 2);
    const key = decoded(name);
    if (key !== '' && !values.has(key)) values.set(key, decoded(value));
  }
  return values;
}
