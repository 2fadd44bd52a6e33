import { LIMITS } from '../constants/limits';
import { FIELD_VALID, fieldInvalid, isBlank } from './field-check';
import type { FieldCheck } from './field-check';
import type { MessageId } from '../messages/message-catalogue';

/** Screens with a captcha field: each words the 'captcha missing' message its own way (SPEC §5). */
export type CaptchaScreen = 'register' | 'login' | 'feedback';

/** Message shown when the captcha is missing, per screen. */
export const CAPTCHA_REQUIRED_MESSAGES = {
  /** 'Please enter the code' (in_vwrite_code). */
  register: 'error.captchaRequired',
  /** 'Please enter the code'. */
  login: 'error.captchaRequired',
  /** 'Enter a captcha'. */
  feedback: 'form.feedbackCaptchaRequired',
} as const satisfies Record<CaptchaScreen, MessageId>;

/** Any 'captcha missing' message. */
export type CaptchaRequiredMessage = (typeof CAPTCHA_REQUIRED_MESSAGES)[CaptchaScreen];

/**
 * Captcha field check (SPEC §5): a hidden captcha always passes; a shown one must be filled,
 * else the screen's 'captcha missing' message. The 1-16 digit hint is not enforced here.
 */
export function captchaCheck(
  value: string | null | undefined,
  shown: boolean,
  screen: CaptchaScreen,
): FieldCheck<CaptchaRequiredMessage> {
  if (!shown || !isBlank(value)) return FIELD_VALID;
  return fieldInvalid(CAPTCHA_REQUIRED_MESSAGES[screen]);
}

const CAPTCHA_HINT = new RegExp(`^\\d{${LIMITS.captchaMinLength},${LIMITS.captchaMaxLength}}$`);

/**
 * Tells whether a captcha answer fits the field hint, 1 to 16 digits (SPEC §5, §9). The spec calls
 * it a hint, so this only informs the field style or input limit; it never blocks a submit.
 */
export function isCaptchaWithinHint(value: string): boolean {
  return CAPTCHA_HINT.test(value);
}
