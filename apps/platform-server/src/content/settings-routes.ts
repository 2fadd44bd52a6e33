import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { requireMerchant } from '../merchants/merchant-hook';
import { CDN_BASE } from './cdn-assets';
import type { SettingsRepository } from './settings-repository';

/** The address of a vendor's colour logo on the platform's CDN (the path the app builds itself). */
export function vendorLogoUrl(vendorCode: string, tone: 'COLOR' | 'WHITE' = 'COLOR'): string {
  return `${CDN_BASE}/TCG_PROD_IMAGES/B2C/vendor/${vendorCode}_${tone}.png`;
}

/** GET /wps/system/setting, /wps/system/service and /wps/system/domainRoute (open during maintenance). */
export function registerSettingsRoutes(app: FastifyInstance, settings: SettingsRepository, now: () => number): void {
  app.get('/wps/system/setting', async (request) => {
    const merchant = requireMerchant(request);
    const row = settings.settingOf(merchant.code);
    const on = (value: number | undefined) => value === 1;
    return ok({
      imageCDNs: [CDN_BASE],
      templates: { mem_cen: row?.template_mem_cen ?? '0', dep_func: row?.template_dep_func ?? '0' },
      personalPromos: { MISSION: { enabled: on(row?.mission_promo_enabled) }, LOGIN: { enabled: on(row?.login_promo_enabled) } },
      referralPromoEnabled: on(row?.referral_promo_enabled),
      resources: settings.downloadLinks(merchant.code),
      customerService: settings.serviceEntries(merchant.code),
      links: settings.socialLinks(merchant.code),
      mainDomain: row?.main_domain ?? settings.hostnames(merchant.code)[0] ?? '',
      appWindowEnabled: on(row?.app_window_enabled),
      vipEnabled: on(row?.vip_enabled),
      copyrightYear: row?.copyright_year ?? new Date(now()).getUTCFullYear(),
      paymentLogos: settings.paymentLogos(merchant.code),
      providerLogos: settings.vendorCodes(merchant.code).map((vendorCode) => ({ vendorCode, imageUrl: vendorLogoUrl(vendorCode) })),
    });
  });

  app.get('/wps/system/service', async (request) => ok(settings.serviceEntries(requireMerchant(request).code)));

  app.get('/wps/system/domainRoute', async (request) => {
    const merchant = requireMerchant(request);
    const hostnames = settings.hostnames(merchant.code);
    return ok({
      mainDomain: settings.settingOf(merchant.code)?.main_domain ?? hostnames[0] ?? '',
      routes: hostnames.map((hostname) => ({ hostname, merchantCode: merchant.code })),
    });
  });
}
