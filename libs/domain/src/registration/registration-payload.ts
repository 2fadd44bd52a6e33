import type { RegistrationField } from './registration-fields';
import type { RegisterMethod } from './registration-modes';

/** Fields sent exactly as typed (never trimmed): a space may be part of a password. */
const AS_TYPED: ReadonlySet<string> = new Set(['password', 'confirmPassword', 'paymentPassword']);


/**
 * The values as the platform receives them: trimmed, except passwords, which are sent as typed.
 * Checks run on these, so that a stray space never fails a pattern the sent value would pass.
 */
export function registrationValuesAsSent(values: Readonly<Record<string, string | null | undefined>>): Readonly<Record<string, string>> {
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [field, AS_TYPED.has(field) ? (value ?? '') : (value ?? '').trim()]));
}

/** What the page knows about where and how the player registers. */
export interface RegistrationContext {
  /** The current address (registerUrl). */
  readonly registerUrl: string;
  /** The host the player registers on (domain). */
  readonly domain: string;
  readonly registerMethod: RegisterMethod;
  /** The dialling code picked beside the mobile number. */
  readonly countryDialingCode: string;
  /** The captcha challenge answered, when the form shows a captcha. */
  readonly captchaId: string | null;
  /** The invitation code the link supplied and the platform accepted (the field is then hidden). */
  readonly linkAffiliateCode: string | null;
  /** The referrer's code a member's invitation link supplied (`referrerFromLink`), sent when the form shows no referrer field. */
  readonly linkReferrer?: string | null;
  readonly ageConfirmed: boolean;
}

/** Text fields of the registration payload (SPEC §3), each sent only when the form shows it. */
type PayloadText = Exclude<RegistrationField, 'ageConfirmed' | 'birthDate'> | 'countryDialingCode' | 'captchaId';

/** The registration payload of SPEC §3 (the contract's RegisterPayload): only fields the form shows. */
export type RegistrationPayload = Partial<Readonly<Record<PayloadText, string>>> & {
  readonly type: 0;
  readonly registerUrl: string;
  readonly registerMethod: RegisterMethod;
  readonly domain: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly ageConfirmed: boolean;
  /** The date of birth, YYYY-MM-DD. */
  readonly birthDate: string;
};

/**
 * Builds the registration payload (SPEC §3): type 0, where and how the player registers, every
 * shown field (trimmed, passwords as typed), the dialling code with a mobile number, the captcha
 * with its challenge id, and the link's accepted invitation code when the field is hidden.
 */
export function registrationPayloadOf(
  fields: readonly RegistrationField[],
  values: Readonly<Record<string, string | null | undefined>>,
  context: RegistrationContext,
): RegistrationPayload {
  const asSent = registrationValuesAsSent(values);
  const text = (field: string) => asSent[field] ?? '';
  const sent: Partial<Record<PayloadText, string>> = {};
  for (const field of fields) {
    if (field !== 'ageConfirmed' && field !== 'captcha' && field !== 'birthDate') sent[field] = text(field);
  }
  if (fields.includes('mobileNum')) sent.countryDialingCode = context.countryDialingCode;
  if (fields.includes('captcha') && context.captchaId !== null) {
    sent.captchaId = context.captchaId;
    sent.captcha = text('captcha');
  }
  if (!fields.includes('affiliateCode') && context.linkAffiliateCode !== null) sent.affiliateCode = context.linkAffiliateCode;
  if (!fields.includes('recommenderId') && context.linkReferrer) sent.recommenderId = context.linkReferrer;
  return {
    ...sent,
    type: 0,
    registerUrl: context.registerUrl,
    registerMethod: context.registerMethod,
    domain: context.domain,
    password: text('password'),
    confirmPassword: text('confirmPassword'),
    ageConfirmed: context.ageConfirmed,
    birthDate: text('birthDate'),
  };
}
