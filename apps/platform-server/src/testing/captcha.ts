import type { PlatformContext } from '../platform-context';

/**
 * A real, unused captcha challenge of the server whose answer the test knows: the fields a form
 * sends (`captchaId`, `captcha`). The server keeps only a keyed hash of answers.
 */
export function solvedCaptcha(context: PlatformContext, answer = '24680'): { captchaId: string; captcha: string } {
  return { captchaId: context.captchas.issueWithAnswer(answer, context.now()).captchaId, captcha: answer };
}
