import {
  AFFILIATE_CODE_FIELD,
  invitationCodeCheck,
  isInvitationCodeCheckNeeded,
  type FieldRuleSet,
  type MessageId,
  type RegisterMethod,
  type RegistrationFacts,
  type RegistrationField,
  type RegistrationMode,
} from '@gp/domain';
import { checkAffiliateCode, type PlatformClient, type RegisterPayload, type RegisterSettings } from '@gp/api-client';
import { FormFeedback } from './form-feedback';
import type { Clock } from './ports';

/** Where the registration screen stands: loading the merchant's rules, ready, failed, or registration switched off. */
export type RegisterFormStatus = 'loading' | 'ready' | 'error' | 'closed';

/** Where and how the player registers, from the page's address and the running environment. */
export interface RegisterPlace {
  /** The current address (registerUrl). */
  readonly href: string;
  /** The host name (domain, and the affiliate check's domain). */
  readonly host: string;
  /** The query string, which may carry an invitation code. */
  readonly search: string;
  readonly registerMethod: RegisterMethod;
}

/** Collaborators of the registration form. */
export interface RegisterFormDeps {
  readonly api: PlatformClient;
  readonly clock: Clock;
  /** Registers and keeps the new session (SessionStore.register). */
  readonly session: { register(mode: RegistrationMode, payload: RegisterPayload): Promise<void> };
  readonly place: RegisterPlace;
}

/** The merchant's registration field rules in the domain's shape (message = the server's message key). */
export function registrationRuleSetOf(settings: Pick<RegisterSettings, 'fields'>): FieldRuleSet {
  return Object.fromEntries(
    Object.entries(settings.fields).map(([name, rule]) => [
      name,
      { enabled: rule.enabled, required: rule.required, pattern: rule.pattern, message: rule.messageKey },
    ]),
  );
}

/**
 * What shows under the field of a 409 USERNAME_TAKEN (the platform names the field with its
 * format key): 'Sorry, the username already exists', or, for a mobile number, that it is registered.
 */
export const REGISTRATION_TAKEN_MESSAGES = { username: 'error.usernameTaken', mobile: 'register.error.mobileTaken' } as const satisfies Record<string, MessageId>;

/** Whether the link's invitation code is one the platform accepts (only asked when the field is enabled). */
export async function linkCodeAccepted(api: PlatformClient, settings: RegisterSettings, code: string | null, host: string): Promise<boolean> {
  if (code === null || !settings.fields.affiliateCode.enabled) return false;
  try {
    const { valid } = await checkAffiliateCode(api, { code, domain: host });
    return valid;
  } catch {
    return false;
  }
}

/**
 * Checks a typed invitation code before registering (SPEC §4): null when it may be sent (or
 * need not be checked), else the field to show 'invitation_code_error' under.
 */
export async function refusedInvitationField(
  api: PlatformClient,
  values: Readonly<Record<string, string>>,
  fields: readonly RegistrationField[],
  host: string,
): Promise<RegistrationField | null> {
  const code = (values[AFFILIATE_CODE_FIELD] ?? '').trim();
  if (!isInvitationCodeCheckNeeded(code, fields.includes(AFFILIATE_CODE_FIELD))) return null;
  const { valid } = await checkAffiliateCode(api, { code, domain: host });
  const result = invitationCodeCheck({ success: valid });
  return result.valid ? null : (result.focusField as RegistrationField);
}

/** Whether a registration field is required in `mode` (for its label and aria-required). */
export function isRegistrationFieldRequired(
  field: RegistrationField,
  mode: RegistrationMode,
  facts: RegistrationFacts,
  values: Readonly<Record<string, string>>,
): boolean {
  if (field === 'ageConfirmed' || field === 'birthDate' || field === 'password' || field === 'confirmPassword' || field === 'captcha') return true;
  if (field === 'username') return mode === 'username';
  if (field === 'mobileNum') return mode === 'mobileNum' || facts.rules['mobileNum']?.required === true;
  if (field === 'verificationCode') return mode === 'mobileNum' || (values['mobileNum'] ?? '').trim() !== '';
  return facts.rules[field]?.required === true;
}

/** The messages of the registration form for the fields of `mode` (a mobile registration's 'username' problems go under the number). */
export function registrationFeedbackOf(fields: readonly RegistrationField[], mode: RegistrationMode): FormFeedback<RegistrationField> {
  return new FormFeedback<RegistrationField>(fields, { aliases: mode === 'mobileNum' ? { username: 'mobileNum' } : {}, captchaField: 'captcha' });
}

/**
 * The form's values with what a registration link supplies filled into the fields shown: an
 * invitation code the platform did not accept (shown for correction), and a member's referral
 * (`?ref=`) in the referrer field.
 */
export function valuesFromLink(
  fields: readonly RegistrationField[],
  values: Readonly<Record<string, string>>,
  link: { readonly code: string | null; readonly referrer: string | null },
): Record<string, string> {
  const filled = { ...values };
  if (link.code !== null && fields.includes(AFFILIATE_CODE_FIELD)) filled[AFFILIATE_CODE_FIELD] = link.code;
  if (link.referrer !== null && fields.includes('recommenderId')) filled['recommenderId'] = link.referrer;
  return filled;
}
