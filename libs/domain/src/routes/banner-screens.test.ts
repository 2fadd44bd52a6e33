import { describe, expect, it } from 'vitest';
import { firstHomeBannerUrl, opensWithHomeBanners } from './banner-screens';

describe('opensWithHomeBanners', () => {
  it('is true for home and the game centre (both its paths), false elsewhere', () => {
    expect(['home', 'gameCenter', 'game'].every((id) => opensWithHomeBanners(id as 'home'))).toBe(true);
    expect(opensWithHomeBanners('feedback')).toBe(false);
    expect(opensWithHomeBanners('hot')).toBe(false);
  });
});

describe('firstHomeBannerUrl', () => {
  it('is the first m_home banner’s picture, skipping other groups and empty addresses', () => {
    const banner = (groupName: string, url: string) => ({ groupName, url });
    expect(firstHomeBannerUrl([banner('m_vip', '/v.png'), banner('m_home', '/a.png'), banner('m_home', '/b.png')])).toBe('/a.png');
    expect(firstHomeBannerUrl([banner('m_home', '')])).toBeNull();
    expect(firstHomeBannerUrl([])).toBeNull();
  });
});
