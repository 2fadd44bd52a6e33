import type { PlatformClient } from '../client';
import { valueOf } from '../envelope';
import type { components } from '../generated/platform';
import { done, type QueryOf } from './params';

/** Banners, player notices, popups and promotions. */
export type Announcements = components['schemas']['Announcements'];
/** One banner. */
export type ContentBanner = components['schemas']['ContentBanner'];
/** One player notice. */
export type ContentNotice = components['schemas']['ContentNotice'];
/** One popup. */
export type ContentPopup = components['schemas']['ContentPopup'];
/** One promotion. */
export type ContentPromotion = components['schemas']['ContentPromotion'];
/** The player notices. */
export type NoticeList = components['schemas']['NoticeList'];
/** How many notices the account has not read. */
export type AnnouncementUnreadCount = components['schemas']['AnnouncementUnreadCount'];
/** Marks one announcement read or unread. */
export type AnnouncementReadMarker = components['schemas']['AnnouncementReadMarker'];
/** The query of getAnnouncements. */
export type AnnouncementsQuery = QueryOf<'getAnnouncements'>;

/** Reads banners, notices, popups and promotions (GET /wps/announcements). */
export function getAnnouncements(client: PlatformClient, params: AnnouncementsQuery = {}): Promise<Announcements> {
  return valueOf(client.GET('/wps/announcements', { params: { query: params } }));
}

/** Marks an announcement read for the logged-in player (POST /wps/announcements/read). */
export function markAnnouncementRead(client: PlatformClient, params: AnnouncementReadMarker): Promise<void> {
  return done(valueOf(client.POST('/wps/announcements/read', { body: params })));
}

/** Reads the player notices (GET /wps/announcements/notices). */
export function getNotices(client: PlatformClient): Promise<NoticeList> {
  return valueOf(client.GET('/wps/announcements/notices'));
}

/** Counts the notices the logged-in player has not read (GET /wps/announcements/unread). */
export function getAnnouncementUnreadCount(client: PlatformClient): Promise<AnnouncementUnreadCount> {
  return valueOf(client.GET('/wps/announcements/unread'));
}
