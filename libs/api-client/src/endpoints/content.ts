import type { PlatformClient } from '../client';
import { valueOf } from '../envelope';
import type { components } from '../generated/platform';
import type { QueryOf } from './params';

/** The merchant's consolidated settings: template flags, promos, downloads, social and payment logos. */
export type ContentSettings = components['schemas']['ContentSettings'];
/** One customer-service link. */
export type ContentServiceEntry = components['schemas']['ContentServiceEntry'];
/** The merchant's host names. */
export type DomainRoute = components['schemas']['DomainRoute'];
/** One help-centre topic with its sub-topics. */
export type HelpTopic = components['schemas']['HelpTopic'];
/** What home suggests. */
export type Populars = components['schemas']['Populars'];
/** Short news for the lobby marquee. */
export type LobbyNews = components['schemas']['LobbyNews'];
/** One VIP level. */
export type VipLevel = components['schemas']['VipLevel'];
/** The VIP levels and, for a logged-in player, their progress. */
export type VipLevels = components['schemas']['VipLevels'];
/** The About Us page. */
export type AboutUs = components['schemas']['AboutUs'];
/** The merchant's current events (three pictures with a title, a line and a link). */
export type Events = components['schemas']['Events'];
/** The query of getServiceLinks. */
export type ServiceLinksQuery = QueryOf<'getServiceLinks'>;
/** The query of getHelpCenter. */
export type HelpCenterQuery = QueryOf<'getHelpCenter'>;

/** Reads the merchant's consolidated settings (GET /wps/system/setting). */
export function getSettings(client: PlatformClient): Promise<ContentSettings> {
  return valueOf(client.GET('/wps/system/setting'));
}

/** Reads the customer-service links of one kind (GET /wps/system/service?type=). */
export function getServiceLinks(client: PlatformClient, params: ServiceLinksQuery): Promise<ContentServiceEntry[]> {
  return valueOf(client.GET('/wps/system/service', { params: { query: params } }));
}

/** Reads the merchant's host names (GET /wps/system/domainRoute). */
export function getDomainRoute(client: PlatformClient): Promise<DomainRoute> {
  return valueOf(client.GET('/wps/system/domainRoute'));
}

/** Reads the help-centre topics (GET /wps/system/helpCenter). */
export function getHelpCenter(client: PlatformClient, params: HelpCenterQuery = {}): Promise<HelpTopic[]> {
  return valueOf(client.GET('/wps/system/helpCenter', { params: { query: params } }));
}

/** Reads the events page (GET /wps/content/events). */
export function getEvents(client: PlatformClient): Promise<Events> {
  return valueOf(client.GET('/wps/content/events'));
}

/** Reads what home suggests (GET /wps/content/populars). */
export function getPopulars(client: PlatformClient): Promise<Populars> {
  return valueOf(client.GET('/wps/content/populars'));
}

/** Reads the lobby marquee news (GET /wps/content/lobbyNews). */
export function getLobbyNews(client: PlatformClient): Promise<LobbyNews> {
  return valueOf(client.GET('/wps/content/lobbyNews'));
}

/** Reads the VIP levels and the logged-in player's progress (GET /wps/content/vip). */
export function getVipLevels(client: PlatformClient): Promise<VipLevels> {
  return valueOf(client.GET('/wps/content/vip'));
}

/** Reads the About Us page (GET /wps/content/aboutUs). */
export function getAboutUs(client: PlatformClient): Promise<AboutUs> {
  return valueOf(client.GET('/wps/content/aboutUs'));
}
