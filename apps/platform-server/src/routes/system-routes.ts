import type { SystemStatusInfo, Whitelabel } from '@gp/api-client';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import type { Merchant, MerchantRepository } from '../merchants/merchant-repository';
import { isRegionRestricted, requireMerchant } from '../merchants/merchant-hook';

/** What GET /wps/system/status answers for a merchant and a visitor's address. */
export function systemStatusOf(merchant: Merchant, ip: string): SystemStatusInfo {
  return {
    merchantCode: merchant.code,
    maintenance: merchant.maintenance,
    regionRestriction: isRegionRestricted(merchant, ip),
    maintenanceMessage: merchant.maintenanceMessage,
    location: { ip },
  };
}

/** What GET /wps/system/whitelabel answers for a merchant. */
export function whitelabelOf(merchant: Merchant, merchants: MerchantRepository): Whitelabel {
  return {
    merchantCode: merchant.code,
    siteName: merchant.siteName,
    theme: { pack: merchant.themePack, defaultMode: merchant.defaultMode },
    defaultLanguage: merchant.defaultLanguage,
    languages: [...merchant.languages],
    features: merchants.featureTree(merchant.code),
  };
}

/** GET /wps/system/status and GET /wps/system/whitelabel (SPEC §3 'System status info'). */
export function registerSystemRoutes(app: FastifyInstance, merchants: MerchantRepository): void {
  app.get('/wps/system/status', async (request) => ok(systemStatusOf(requireMerchant(request), request.ip)));
  app.get('/wps/system/whitelabel', async (request) => ok(whitelabelOf(requireMerchant(request), merchants)));
}
