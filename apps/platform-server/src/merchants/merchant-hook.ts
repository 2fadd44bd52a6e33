import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiPath } from '../http/api-paths';
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
    if (!isApiPath(request.url)) return;
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

/** Whether a visitor's address is outside the regions the merchant serves. */
export function isRegionRestricted(merchant: Merchant, ip: string): boolean {
  return merchant.blockedIpPrefixes.some((prefix) => ip.startsWith(prefix));
}

/** Calls that still answer while a merchant is under maintenance or a region is refused: the app needs them to say so. */
const ALWAYS_OPEN_PREFIX = '/wps/system/';

/**
 * Runs before any other check of an API call (after the merchant hook): no merchant is 404
 * MERCHANT_NOT_FOUND; a merchant under maintenance closes every call but the system ones (503
 * MAINTENANCE), and so does a visitor from a refused region (403 REGION_RESTRICTED), so the server
 * enforces what the app's status pages show.
 */
export function registerMerchantGate(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!isApiPath(url)) return;
    if (!request.merchant) throw new ApiError(404, 'MERCHANT_NOT_FOUND', 'No merchant serves this address');
    if (url?.startsWith(ALWAYS_OPEN_PREFIX)) return;
    if (request.merchant.maintenance) throw new ApiError(503, 'MAINTENANCE', 'The platform is under maintenance');
    if (isRegionRestricted(request.merchant, request.ip)) throw new ApiError(403, 'REGION_RESTRICTED', 'IP or location restricted access');
  });
}
