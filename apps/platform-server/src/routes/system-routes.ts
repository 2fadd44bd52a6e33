import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import type { MerchantRepository } from '../merchants/merchant-repository';
import { isRegionRestricted, requireMerchant } from '../merchants/merchant-hook';

/** GET /wps/system/status and GET /wps/system/whitelabel (SPEC §3 'System status info'). */
export function registerSystemRoutes(app: FastifyInstance, merchants: MerchantRepository): void {
  app.get('/wps/system/status', async (request) => {
    const merchant = requireMerchant(request);
    const ip = request.ip;
    return ok({
      merchantCode: merchant.code,
      maintenance: merchant.maintenance,
      regionRestriction: isRegionRestricted(merchant, ip),
      maintenanceMessage: merchant.maintenanceMessage,
      location: { ip },
    });
  });

  app.get('/wps/system/whitelabel', async (request) => {
    const merchant = requireMerchant(request);
    return ok({
      merchantCode: merchant.code,
      siteName: merchant.siteName,
      theme: { pack: merchant.themePack, defaultMode: merchant.defaultMode },
      defaultLanguage: merchant.defaultLanguage,
      languages: merchant.languages,
      features: merchants.featureTree(merchant.code),
    });
  });
}
