import { ApiError } from '../http/envelope';
import type { PlatformContext } from '../platform-context';

/** The captcha fields of a form: the challenge's id and the typed answer. */
export interface CaptchaAnswer {
  readonly captchaId?: string | undefined;
  readonly captcha?: string | undefined;
}

/**
 * Checks the captcha of a form and uses its challenge up: no id or a blank answer is 400
 * CAPTCHA_REQUIRED, a wrong, used or expired one 400 VERIFICATION_CODE_ERROR. Both refusals carry
 * `value.captcha: true` (the app shows a captcha again) plus `details` (e.g. the form's `fields`).
 */
export function requireCaptcha(
  context: Pick<PlatformContext, 'captchas'>,
  answer: CaptchaAnswer,
  now: number,
  details: Record<string, unknown> = {},
): void {
  if (!answer.captchaId || !answer.captcha?.trim()) {
    throw new ApiError(400, 'CAPTCHA_REQUIRED', 'Please enter the code', { captcha: true, ...details });
  }
  if (!context.captchas.verify(answer.captchaId, answer.captcha, now)) {
    throw new ApiError(400, 'VERIFICATION_CODE_ERROR', 'Verification code error', { captcha: true, ...details });
  }
}
