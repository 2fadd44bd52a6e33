import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { requireMerchant } from '../merchants/merchant-hook';
import type { CaptchaService } from '../security/captcha-service';

/** GET /wps/captcha: a new single-use captcha challenge as a base64 PNG. */
export function registerVerificationRoutes(app: FastifyInstance, captchas: CaptchaService, now: () => number): void {
  app.get('/wps/captcha', async (request, reply) => {
    requireMerchant(request);
    reply.header('cache-control', 'no-store');
    return ok(captchas.issue(now()));
  });
}
