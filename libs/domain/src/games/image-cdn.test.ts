import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_IMAGE_CDNS, pickImageCdn, vendorTileImageUrl } from './image-cdn';

const cdns = ['https://a.cdn', 'https://b.cdn/', 'https://c.cdn'];

describe('pickImageCdn', () => {
  it('picks by the random draw, without a trailing slash', () => {
    expect(pickImageCdn(cdns, () => 0)).toBe('https://a.cdn');
    expect(pickImageCdn(cdns, () => 0.4)).toBe('https://b.cdn');
    expect(pickImageCdn(cdns, () => 0.99)).toBe('https://c.cdn');
  });

  it('falls back to the default list of one when none is configured', () => {
    expect(DEFAULT_IMAGE_CDNS).toHaveLength(1);
    expect(pickImageCdn([], () => 0.7)).toBe(DEFAULT_IMAGE_CDNS[0]);
    expect(pickImageCdn(null, () => 0.7)).toBe(DEFAULT_IMAGE_CDNS[0]);
    expect(pickImageCdn(undefined, () => 0.7)).toBe(DEFAULT_IMAGE_CDNS[0]);
    expect(pickImageCdn(['', '  '], () => 0.7)).toBe(DEFAULT_IMAGE_CDNS[0]);
  });

  it('stays in the list for a draw outside [0, 1)', () => {
    expect(pickImageCdn(cdns, () => 1)).toBe('https://c.cdn');
    expect(pickImageCdn(cdns, () => -1)).toBe('https://a.cdn');
    expect(pickImageCdn(cdns, () => Number.NaN)).toBe('https://a.cdn');
  });

  it('always answers one of the configured bases (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(), fc.boolean()).map(([n, slash]) => `https://c${n}.cdn${slash ? '/' : ''}`), { minLength: 1 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (list, draw) => list.map((base) => base.replace(/\/+$/, '')).includes(pickImageCdn(list, () => draw)),
      ),
    );
  });
});

describe('vendorTileImageUrl', () => {
  it('builds {imageCDN}/TCG_PROD_IMAGES/B2C/vendor/{vendorCode}_{COLOR|WHITE}.png', () => {
    expect(vendorTileImageUrl('https://img.cdn/', 'SABA', 'COLOR')).toBe(
      'https://img.cdn/TCG_PROD_IMAGES/B2C/vendor/SABA_COLOR.png',
    );
    expect(vendorTileImageUrl('https://img.cdn', 'TCG_LOTTO_VN', 'WHITE')).toBe(
      'https://img.cdn/TCG_PROD_IMAGES/B2C/vendor/TCG_LOTTO_VN_WHITE.png',
    );
  });

  it('stays root-relative on the default CDN and encodes the vendor code', () => {
    expect(vendorTileImageUrl(DEFAULT_IMAGE_CDNS[0], 'A/B', 'WHITE')).toBe('/TCG_PROD_IMAGES/B2C/vendor/A%2FB_WHITE.png');
  });
});
