import { describe, expect, it } from 'vitest';
import { VipPageModel } from './vip-page.model';
import { Failure, FakePlatform, settle } from './test-support/fake-platform';

const banner = (id: number, sequence: number) => ({ id, sequence, groupName: 'm_vip', url: `/cdn/${id}.png`, title: `Banner ${id}`, linkUrl: null, linkage: null, linkageType: 'U' });

describe('VipPageModel', () => {
  it('loads the m_vip banners in their order and the levels, each failing on its own', async () => {
    const platform = new FakePlatform()
      .on('GET', '/wps/announcements', () => ({ banners: [banner(2, 2), banner(1, 1)], notices: [], popups: [], promotions: [] }))
      .on('GET', '/wps/content/vip', () => new Failure('INTERNAL_ERROR', 500));
    const model = new VipPageModel(platform.api);
    model.start();
    await settle();
    expect(Object.fromEntries(platform.callsTo('GET', '/wps/announcements')[0]?.query ?? [])).toEqual({ types: 'B', groupName: 'm_vip', platform: 'M' });
    expect(model.banners.value.map((b) => b.id)).toEqual([1, 2]);
    expect(model.levels.status).toBe('failed');
    platform.on('GET', '/wps/content/vip', () => ({ levels: [], currency: 'PHP', member: null }));
    await model.levels.retry();
    expect(model.levels.value?.levels).toEqual([]);
  });
});
