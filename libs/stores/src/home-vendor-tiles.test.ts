import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { ContentSettings } from '@gp/api-client';
import { HomeVendorTiles } from './home-vendor-tiles';
import { homeSettings, homeSorting } from './test-support/home-platform';

describe('HomeVendorTiles', () => {
  it('builds vendor tiles with one CDN pick per settings answer', () => {
    const system = observable({ settings: null as ContentSettings | null });
    let picks = 0;
    const tiles = new HomeVendorTiles({
      catalogue: { sorting: homeSorting() },
      system: { get settings() { return system.settings; }, pickImageCdn: () => `https://cdn-${++picks}.test` },
    });
    const sports = tiles.of('SPORTS');
    expect(sports.map((tile) => tile.vendorCode)).toEqual(['SBO', 'SABA']);
    expect(sports[0]).toEqual({ vendorCode: 'SBO', displayName: 'SBO name', imageUrl: 'https://cdn-1.test/TCG_PROD_IMAGES/B2C/vendor/SBO_COLOR.png' });
    tiles.of('ELOTT');
    expect(picks).toBe(1);
    runInAction(() => (system.settings = homeSettings));
    expect(tiles.of('ELOTT')[0]?.imageUrl).toContain('https://cdn-2.test/');
    expect(tiles.of('FISH' as 'SPORTS')).toEqual([]);
  });
});
