import type { PlatformLanguageCode } from '@gp/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope';
import { PUBLIC_READ_VARY } from '../http/public-reads';
import { requireMerchant } from '../merchants/merchant-hook';
import type { Merchant, MerchantRepository } from '../merchants/merchant-repository';
import { whitelabelOf } from '../routes/system-routes';
import type { BootContent } from './boot-content';

/**
 * How long a web tier (or a CDN before this server) may reuse an answer of GET /wps/system/boot:
 * a change of content, settings or brand, and a banner that starts or ends, shows within this time.
 */
export const BOOT_DATA_MAX_AGE_S = 10;

/** The Language header's language when the merchant offers it, else the merchant's default. */
function bootLanguageOf(request: FastifyRequest, merchant: Merchant): PlatformLanguageCode {
  const header = request.headers['language'];
  const asked = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  return merchant.languages.find((language) => language === asked) ?? merchant.defaultLanguage;
}

/**
 * GET /wps/system/boot: what every visitor of the host's merchant in one language shares of the
 * boot data (the merchant's maintenance, whitelabel, settings, catalogue outline, a guest's home
 * banners and notices), for a web tier to write into the app's first page; the app asks the
 * visitor's own status (region) itself.
 */
export function registerBootRoute(app: FastifyInstance, merchants: MerchantRepository, content: BootContent): void {
  app.get('/wps/system/boot', async (request, reply) => {
    const merchant = requireMerchant(request);
    const language = bootLanguageOf(request, merchant);
    reply.header('cache-control', `public, max-age=${BOOT_DATA_MAX_AGE_S}`).header('vary', PUBLIC_READ_VARY);
    return ok({
      merchantStatus: { maintenance: merchant.maintenance, maintenanceMessage: merchant.maintenanceMessage },
      whitelabel: whitelabelOf(merchant, merchants),
      settings: content.settings(merchant.code),
      home: content.homeContent(merchant.code, language),
      catalogue: content.catalogue(merchant.code, language),
    });
  });
}
