import type { ContentSettings } from '@gp/api-client';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { requireMerchant } from '../merchants/merchant-hook';
import { CDN_BASE } from './cdn-assets';
import type { SettingsRepository } from './settings-repository';

/** The address of a vendor's colour logo on the platform's CDN (the path the app builds itself). */
export function vendorLogoUrl(vendorCode: string, tone: 'COLOR' | 'WHITE' = 'COLOR'): string {
  return `${CDN_BASE}/TCG_PROD_IMAGES/B2C/vendor/${vendorCode}_${tone}.png`;
}

/**
 * The consolidated settings of a merchant (GET /wps/system/setting's value): also written into
 * index.html, so the first screen knows its download links and logos without a call.
 */
export function merchantSettingsOf(settings: SettingsRepository, merchantCode: string, now: number): ContentSettings {
  const row = settings.settingOf(merchantCode);
  const on = (value: number | undefined) => value === 1;
  return {
    imageCDNs: [CDN_BASE],
    templates: { mem_cen: row?.template_mem_cen ?? '0', dep_func: row?.template_dep_func ?? '0' },
    personalPromos: { MISSION: { enabled: on(row?.mission_promo_enabled) }, LOGIN: { enabled: on(row?.login_promo_enabled) } },
    referralPromoEnabled: on(row?.referral_promo_enabled),
    resources: settings.downloadLinks(merchantCode),
    customerService: settings.serviceEntries(merchantCode),
    links: settings.socialLinks(merchantCode),
    mainDomain: row?.main_domain ?? settings.hostnames(merchantCode)[0] ?? '',
    appWindowEnabled: on(row?.app_window_enabled),
    vipEnabled: on(row?.vip_enabled),
    copyrightYear: row?.copyright_year ?? new Date(now).getUTCFullYear(),
    paymentLogos: settings.paymentLogos(merchantCode),
    providerLogos: settings.vendorCodes(merchantCode).map((vendorCode) => ({ vendorCode, imageUrl: vendorLogoUrl(vendorCode) })),
  };
}

/** GET /wps/system/setting, /wps/system/service and /wps/system/domainRoute (open during maintenance). */
export function registerSettingsRoutes(app: FastifyInstance, settings: SettingsRepository, now: () => number): void {
  app.get('/wps/system/setting', async (request) => ok(merchantSettingsOf(settings, requireMerchant(request).code, now())));

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
