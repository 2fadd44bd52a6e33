import type { ContractSamples } from './sample-kit';

/** Sample requests of the content area's operations, keyed by operationId (see contract.test.ts). */
export const CONTENT_SAMPLES: ContractSamples = {
  getSettings: [
    { method: 'GET', url: '/wps/system/setting', headers: { merchant: 'aurora' } },
    { method: 'GET', url: '/wps/system/setting', headers: { merchant: 'lumen' } },
  ],
  getServiceLinks: [{ method: 'GET', url: '/wps/system/service?type=3', headers: { merchant: 'jade' } }],
  getDomainRoute: [{ method: 'GET', url: '/wps/system/domainRoute', headers: { host: 'ember.localhost' } }],
  getHelpCenter: [
    { method: 'GET', url: '/wps/system/helpCenter?lang=TY&device=MOBILE', headers: { merchant: 'aurora' } },
    { method: 'GET', url: '/wps/system/helpCenter?device=MOBILE&tag=faq', headers: { merchant: 'jade' } },
  ],
  getAnnouncements: [
    { method: 'GET', url: '/wps/announcements?types=B,PL,PU,Promotion&platform=M', headers: { merchant: 'aurora', language: 'TY' } },
    (kit) => ({ method: 'GET', url: '/wps/announcements?types=B&groupName=m_youtube', headers: { merchant: 'jade', authorization: kit.token('demo', 'jade') } }),
  ],
  markAnnouncementRead: [
    async (kit) => {
      const listed = await kit.server.app.inject({ method: 'GET', url: '/wps/announcements?types=PL', headers: { merchant: 'aurora' } });
      const announcementId = (listed.json() as { value: { notices: { id: number }[] } }).value.notices[0]?.id ?? 0;
      return {
        method: 'POST',
        url: '/wps/announcements/read',
        headers: { merchant: 'aurora', authorization: kit.token('demo') },
        payload: { announcementId, read: true },
      };
    },
  ],
  getNotices: [
    { method: 'GET', url: '/wps/announcements/notices', headers: { merchant: 'ember' } },
    (kit) => ({ method: 'GET', url: '/wps/announcements/notices', headers: { merchant: 'aurora', authorization: kit.token('demo') } }),
  ],
  getAnnouncementUnreadCount: [
    (kit) => ({ method: 'GET', url: '/wps/announcements/unread', headers: { merchant: 'aurora', authorization: kit.token('agent01') } }),
  ],
  getPopulars: [{ method: 'GET', url: '/wps/content/populars', headers: { merchant: 'aurora' } }],
  getLobbyNews: [{ method: 'GET', url: '/wps/content/lobbyNews', headers: { merchant: 'jade', language: 'TY' } }],
  getVipLevels: [
    { method: 'GET', url: '/wps/content/vip', headers: { merchant: 'aurora' } },
    (kit) => ({ method: 'GET', url: '/wps/content/vip', headers: { merchant: 'ember', authorization: kit.token('demo', 'ember') } }),
  ],
  getEvents: [
    { method: 'GET', url: '/wps/content/events', headers: { merchant: 'aurora', language: 'TY' } },
    { method: 'GET', url: '/wps/content/events', headers: { merchant: 'jade', language: 'TH' } },
  ],
  getAboutUs: [{ method: 'GET', url: '/wps/content/aboutUs', headers: { merchant: 'ember', language: 'CN' } }],
};
