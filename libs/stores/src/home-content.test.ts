import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { bootPartsOf } from '@gp/api-client';
import { HomeContentPart } from './home-content';
import { settle } from './test-support/fake-platform';
import { homeBootContent, homePlatform } from './test-support/home-platform';

/** Home's content part over the fake platform, in English for a guest. */
function setup() {
  const { platform } = homePlatform();
  const language = observable({ languageVersion: 0, current: 'EN' });
  const player = observable({ loggedIn: false });
  const content = new HomeContentPart({ api: platform.api, language, isLoggedIn: () => player.loggedIn });
  return { platform, content, language, player };
}

describe('HomeContentPart', () => {
  it('loads banners by group in their sequence and the notices’ titles for the marquee', async () => {
    const { platform, content } = setup();
    expect(content.resource.pending).toBe(true);
    expect(content.beforeLoginBanner).toBeNull();
    content.ensure();
    await settle();
    const announcements = platform.callsTo('GET', '/wps/announcements')[0]?.query;
    expect(announcements?.get('types')).toBe('B,PL');
    expect(announcements?.get('platform')).toBe('M');
    expect(content.bannersOf('m_home').map((item) => item.id)).toEqual([1, 2]);
    expect(content.bannersOf('m_youtube').map((item) => item.id)).toEqual([3]);
    expect(content.bannersOf('m_recommend').map((item) => item.id)).toEqual([4]);
    expect(content.beforeLoginBanner?.id).toBe(1);
    expect(content.marqueeItems).toEqual(['Maintenance']);
  });

  it('loads only the banners and notices for the game centre, once per language', async () => {
    const { platform, content, language } = setup();
    content.ensure();
    content.ensure();
    await settle();
    expect(platform.calls).toHaveLength(1);
    runInAction(() => (language.languageVersion = 1));
    content.ensure();
    await settle();
    expect(platform.callsTo('GET', '/wps/announcements')).toHaveLength(2);
  });

  describe('banners that came with the page', () => {
    it('are shown at once, sorted into their groups, and not asked for again', async () => {
      const { platform, content } = setup();
      content.prefetch(homeBootContent);
      expect(content.resource.status).toBe('ready');
      expect(content.bannersOf('m_home').map((item) => item.id)).toEqual([6, 7]);
      expect(content.bannersOf('m_recommend').map((item) => item.id)).toEqual([8]);
      expect(content.marqueeItems).toEqual(['Hello']);
      content.ensure();
      await settle();
      expect(platform.callsTo('GET', '/wps/announcements')).toHaveLength(0);
    });

    it('are not used in another language, for a logged-in player, or when malformed: the call goes out instead', async () => {
      for (const arrange of [
        (ctx: ReturnType<typeof setup>) => runInAction(() => (ctx.language.current = 'TY')),
        (ctx: ReturnType<typeof setup>) => runInAction(() => (ctx.player.loggedIn = true)),
      ]) {
        const ctx = setup();
        arrange(ctx);
        ctx.content.prefetch(homeBootContent);
        await settle();
        expect(ctx.platform.callsTo('GET', '/wps/announcements')).toHaveLength(1);
        expect(ctx.content.bannersOf('m_home').map((item) => item.id)).toEqual([1, 2]);
      }
      const malformed = setup();
      malformed.content.prefetch(bootPartsOf({ home: { language: 'EN', banners: [{ id: 1 }], notices: [] } }).home);
      await settle();
      expect(malformed.platform.callsTo('GET', '/wps/announcements')).toHaveLength(1);
    });
  });
});
