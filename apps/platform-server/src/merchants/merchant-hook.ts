import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope';
import type { Merchant, MerchantRepository } from './merchant-repository';
import { resolveMerchant } from './resolve-merchant';

declare module 'fastify' {
  interface FastifyRequest {
    /** The merchant this API request is for; set on every /wps/ request. */
    merchant: Merchant | null;
  }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Resolves the merchant of every /wps/ request before its handler runs. */
export function registerMerchantHook(
  app: FastifyInstance,
  merchants: MerchantRepository,
  options: { defaultMerchant: string; development: boolean },
): void {
  app.decorateRequest('merchant', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/wps/')) return;
    const query = request.query as Record<string, string | undefined>;
    request.merchant = resolveMerchant(
      { header: headerValue(request.headers['merchant']), query: query['merchant'], hostname: request.hostname },
      merchants,
      options.defaultMerchant,
      options.development,
    );
  });
}

/** The request's merchant, or a 404 MERCHANT_NOT_FOUND envelope. */
export function requireMerchant(request: FastifyRequest): Merchant {
  if (!request.merchant) throw new ApiError(404, 'MERCHANT_NOT_FOUND', 'No merchant serves this address');
  return request.merchant;
}
