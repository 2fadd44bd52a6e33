import { describe, expect, it } from 'vitest';
import { opensWithHomeBanners } from './banner-screens';

describe('opensWithHomeBanners', () => {
  it('is true for home and the game centre (both its paths), false elsewhere', () => {
    expect(['home', 'gameCenter', 'game'].every((id) => opensWithHomeBanners(id as 'home'))).toBe(true);
    expect(opensWithHomeBanners('feedback')).toBe(false);
    expect(opensWithHomeBanners('hot')).toBe(false);
  });
});
