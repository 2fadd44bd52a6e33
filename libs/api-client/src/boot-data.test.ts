import { describe, expect, it } from 'vitest';
import { bootPartsOf } from './boot-data';

const merchantStatus = { maintenance: true, maintenanceMessage: 'Back at 6' };
const whitelabel = { merchantCode: 'jade', siteName: 'Jade Lotto', theme: { pack: 'jade', defaultMode: 'dark' }, defaultLanguage: 'EN', languages: ['EN'], features: [] };
const settings = { imageCDNs: ['https://cdn-a.test/'], resources: [{ resourceType: 'Android', url: '/cdn/app.apk', labelNameEn: 'Android' }] };
const banner = { id: 5, url: '/b/5.png', title: 'Boot', groupName: 'm_home', linkage: null, linkUrl: null, sequence: 1 };
const home = { language: 'EN', banners: [banner], notices: [{ id: 1, title: 'Hello', content: '', startDate: 0, read: false }] };
const vendorTypes = { vendors: { RNG: [{ vassalage: 'PG', displayName: 'PG Soft' }] }, sorting: [{ gameCategory: 'RNG', accountTypeName: 'Slots', vendorNames: [{ vassalage: 'PG', displayName: 'PG Soft' }] }] };
const catalogue = { language: 'EN', vendorTypes };

describe('bootPartsOf', () => {
  it('keeps every part of well-formed boot data as it is', () => {
    const boot = { merchantStatus, whitelabel, settings, home, catalogue };
    expect(bootPartsOf(boot)).toEqual(boot);
  });

  it('gives no parts for missing boot data or boot data that is not an object', () => {
    for (const boot of [null, undefined, 'text', 42]) expect(bootPartsOf(boot)).toEqual({});
  });

  it("drops a malformed merchant's status or whitelabel and keeps the other", () => {
    expect(bootPartsOf({ merchantStatus: { maintenance: 'no' }, whitelabel })).toEqual({ whitelabel });
    expect(bootPartsOf({ merchantStatus, whitelabel: { siteName: 'Jade' } })).toEqual({ merchantStatus });
    expect(bootPartsOf({ merchantStatus })).toEqual({ merchantStatus });
  });

  it('drops malformed settings', () => {
    expect(bootPartsOf({ merchantStatus, whitelabel, settings: { resources: 'none' } })).toEqual({ merchantStatus, whitelabel });
  });

  it("drops home content whose banners lack a picture or group, or that has no language", () => {
    expect(bootPartsOf({ home: { language: 'EN', banners: [{ id: 1 }], notices: [] } })).toEqual({});
    expect(bootPartsOf({ home: { banners: [banner], notices: [] } })).toEqual({});
    expect(bootPartsOf({ home: { language: 'EN', banners: [banner] } })).toEqual({});
  });

  it('drops a catalogue outline without its sorting or its language', () => {
    expect(bootPartsOf({ catalogue: { language: 'EN', vendorTypes: { vendors: {} } } })).toEqual({});
    expect(bootPartsOf({ catalogue: { vendorTypes } })).toEqual({});
    expect(bootPartsOf({ catalogue: {} })).toEqual({});
  });
});
