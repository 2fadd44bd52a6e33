import { describe, expect, it } from 'vitest';
import { answer, fail, failureOf, ok, testClient, TOKEN, usePlatformServer } from '../test-support/platform-server';
import { getHelpCenter, getServiceLinks, getSettings, getVipLevels } from './content';
import { getAnnouncements, getAnnouncementUnreadCount, markAnnouncementRead } from './content-announcements';

const server = usePlatformServer();

describe('content', () => {
  it('reads the settings as the envelope value', async () => {
    const seen = answer(server, 'get', '/wps/system/setting', () => ok({ templateFlags: {} }));
    await expect(getSettings(testClient(null))).resolves.toEqual({ templateFlags: {} });
    expect(seen[0]?.headers.get('Language')).toBe('EN');
  });

  it('reads service links and help topics with their query', async () => {
    const links = answer(server, 'get', '/wps/system/service', () => ok([{ name: 'Chat' }]));
    await expect(getServiceLinks(testClient(null), { type: 3 })).resolves.toEqual([{ name: 'Chat' }]);
    expect(links[0]?.query).toEqual({ type: '3' });
    const help = answer(server, 'get', '/wps/system/helpCenter', () => ok([]));
    await getHelpCenter(testClient(null), { lang: 'TY', device: 'MOBILE' });
    await getHelpCenter(testClient(null));
    expect(help.map((s) => s.query)).toEqual([{ lang: 'TY', device: 'MOBILE' }, {}]);
  });

  it('reads announcements with their filters', async () => {
    const seen = answer(server, 'get', '/wps/announcements', () => ok({ banners: [] }));
    await getAnnouncements(testClient(), { types: 'B,PU', groupName: 'm_home', platform: 'M' });
    expect(seen[0]?.query).toEqual({ types: 'B,PU', groupName: 'm_home', platform: 'M' });
    expect(seen[0]?.headers.get('Authorization')).toBe(TOKEN);
  });

  it('marks an announcement read with a JSON body', async () => {
    const seen = answer(server, 'post', '/wps/announcements/read', () => ok(true));
    await expect(markAnnouncementRead(testClient(), { announcementId: 12, read: true })).resolves.toBeUndefined();
    expect(seen[0]?.body).toEqual({ announcementId: 12, read: true });
  });

  it('surfaces NOT_LOGGED_IN and SESSION_EXPIRED', async () => {
    answer(server, 'get', '/wps/announcements/unread', () => fail('NOT_LOGGED_IN', 401));
    expect((await failureOf(getAnnouncementUnreadCount(testClient(null)))).code).toBe('NOT_LOGGED_IN');
    answer(server, 'get', '/wps/content/vip', () => fail('SESSION_EXPIRED', 401));
    expect(await failureOf(getVipLevels(testClient()))).toMatchObject({ code: 'SESSION_EXPIRED', status: 401 });
  });
});
