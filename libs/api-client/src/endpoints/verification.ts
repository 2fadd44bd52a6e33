import type { PlatformClient } from '../client';
import { valueOf } from '../envelope';
import type { components } from '../generated/platform';

/** A captcha challenge: its id, the PNG as base64 and when it expires. */
export type CaptchaChallenge = components['schemas']['CaptchaChallenge'];

/** Asks the platform for a new single-use captcha (GET /wps/captcha). */
export function getCaptcha(client: PlatformClient): Promise<CaptchaChallenge> {
  return valueOf(client.GET('/wps/captcha'));
}
