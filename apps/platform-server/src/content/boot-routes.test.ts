import { bootPartsOf } from '@gp/api-client';
import { describe, expect, it } from 'vitest';
import { platformContract } from '../app';
import { useTestServer } from '../testing/test-db';
import { BOOT_DATA_MAX_AGE_S } from './boot-routes';

const server = useTestServer();

const answer = async (url: string, headers: Record<string, string> = { host: 'jade.localhost:8080' }) => (await server.app.inject({ url, headers })).json().value;

describe('GET /wps/system/boot', () => {
  it('gives what the first calls would answer a guest of the host merchant', async () => {
    const boot = await answer('/wps/system/boot');
    const guest = await answer('/wps/announcements?types=B,PL&platform=M');
    const { maintenance, maintenanceMessage } = await answer('/wps/system/status');
    expect(boot).toEqual({
      merchantStatus: { maintenance, maintenanceMessage },
      whitelabel: await answer('/wps/system/whitelabel'),
      settings: await answer('/wps/system/setting'),
      home: { language: 'EN', banners: guest.banners, notices: guest.notices },
      catalogue: { language: 'EN', vendorTypes: await answer('/wps/game/vassgameType?typeId=1') },
    });
    expect(guest.banners.length).toBeGreaterThan(0);
    expect(boot.catalogue.vendorTypes.sorting.length).toBeGreaterThan(0);
  });

  it("keeps the contract's schema, and the app's check of the boot data keeps every part", async () => {
    const contract = await platformContract();
    for (const host of ['jade.localhost', 'aurora.localhost', 'lumen.localhost']) {
      const shared = await answer('/wps/system/boot', { host });
      expect(contract.checkComponent('BootData', shared), host).toEqual([]);
      expect(bootPartsOf(shared), host).toEqual(shared);
    }
  });

  it("answers in the Language header's language when the merchant offers it, else in its default", async () => {
    const languages: string[] = (await answer('/wps/system/whitelabel')).languages;
    const offered = languages.find((language) => language !== 'EN');
    expect(offered).toBeDefined();
    expect((await answer('/wps/system/boot', { host: 'jade.localhost', language: offered ?? '' })).home.language).toBe(offered);
    const notOffered = ['EN', 'TY', 'CN', 'VI', 'TH', 'PT'].find((language) => !languages.includes(language));
    expect(notOffered).toBeDefined();
    expect((await answer('/wps/system/boot', { host: 'jade.localhost', language: notOffered ?? '' })).home.language).toBe('EN');
  });

  it('may be reused for a few seconds by whoever asks, per merchant, language and encoding', async () => {
    const response = await server.app.inject({ url: '/wps/system/boot', headers: { host: 'jade.localhost' } });
    expect(response.headers['cache-control']).toBe(`public, max-age=${BOOT_DATA_MAX_AGE_S}`);
    expect(response.headers['vary']).toBe('Merchant, Language, Accept-Encoding');
  });

  it('answers for a merchant under maintenance, whose page must still show its brand', async () => {
    const response = await server.app.inject({ url: '/wps/system/boot', headers: { host: 'lumen.localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().value.whitelabel.merchantCode).toBe('lumen');
    expect(response.json().value.merchantStatus.maintenance).toBe(true);
  });
});
