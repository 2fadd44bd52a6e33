import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { requireMerchant } from '../merchants/merchant-hook';
import type { CaptchaService } from '../security/captcha-service';

/**
 * GET /wps/captcha: a new single-use captcha challenge as a base64 PNG. In development also
 * GET /wps/dev/captcha-outbox: the answer of an unused challenge, for end-to-end tests.
 */
export function registerVerificationRoutes(
  app: FastifyInstance,
  captchas: CaptchaService,
  now: () => number,
  options: { readonly development: boolean } = { development: false },
): void {
  app.get('/wps/captcha', async (request, reply) => {
    requireMerchant(request);
    reply.header('cache-control', 'no-store');
    return ok(captchas.issue(now()));
  });

  if (!options.development) return;
  app.get('/wps/dev/captcha-outbox', async (request, reply) => {
    requireMerchant(request);
    const answer = captchas.answerOf(String((request.query as { captchaId: string }).captchaId), now());
    if (answer === null) throw new ApiError(404, 'NOT_FOUND', 'No unused captcha has this id');
    reply.header('cache-control', 'no-store');
    return ok({ answer });
  });
}
