import type { FastifyInstance } from 'fastify';
import { escapeMarkup } from '../http/escape-markup';
import { sendSvg } from '../http/send-svg';
import { fail } from '../http/envelope';
import { DEPOSIT_METHODS, type DepositMethod } from './payment-methods';

/**
 * A payment method's logo, drawn by the server: a rounded badge in the brand's colours with its
 * name (the real marks belong to their owners and nothing may be fetched from elsewhere).
 */
export function paymentLogoSvg(method: DepositMethod): string {
  const [background, foreground] = method.colours;
  const label = method.name.length > 10 ? method.name.replace(/ .*$/, '') : method.name;
  const size = label.length > 7 ? 20 : 24;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64" role="img"',
    ` aria-label="${escapeMarkup(method.name)}">`,
    `<rect width="160" height="64" rx="14" fill="${background}"/>`,
    `<circle cx="28" cy="32" r="12" fill="none" stroke="${foreground}" stroke-width="4"/>`,
    `<text x="98" y="40" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700"`,
    ` text-anchor="middle" fill="${foreground}">${escapeMarkup(label)}</text>`,
    '</svg>',
  ].join('');
}

const LOGOS = new Map(DEPOSIT_METHODS.map((method) => [method.code.toLowerCase(), paymentLogoSvg(method)]));

/** GET /media/payments/:code.svg: the generated logo of a deposit method (the logoUrl of listDepositMethods). */
export function registerPaymentLogoRoutes(app: FastifyInstance): void {
  app.get('/media/payments/:code.svg', async (request, reply) => {
    const logo = LOGOS.get((request.params as { code: string }).code);
    if (!logo) return reply.code(404).send(fail('NOT_FOUND', 'No such payment logo'));
    return sendSvg(reply, logo);
  });
}
