/** Test helpers: a fake platform answering every call home makes, and home's catalogue and banners. Not exported by the package. */
import type { BootHomeContent, ContentBanner, ContentSettings, VendorTypes } from '@gp/api-client';
import { FakePlatform } from './fake-platform';

type Sorting = VendorTypes['sorting'];

/** A catalogue category offering these vendors (named `<code> name`). */
export const sortingEntry = (gameCategory: string, vendors: string[]): Sorting[number] =>
  ({ gameCategory, accountTypeName: gameCategory, vendorNames: vendors.map((vassalage) => ({ vassalage, displayName: `${vassalage} name` })) }) as Sorting[number];

/** The catalogue most home tests use: LOCAL, RNG, SPORTS and ELOTT. */
export const homeSorting = (): Sorting => [sortingEntry('LOCAL', ['PINOY']), sortingEntry('RNG', ['PG', 'JILI']), sortingEntry('SPORTS', ['SBO', 'SABA']), sortingEntry('ELOTT', ['ELOTT'])];

/** A banner of a group at a sequence. */
export const banner = (id: number, groupName: ContentBanner['groupName'], sequence: number): ContentBanner => ({ id, groupName, sequence, url: `/b/${id}.svg`, title: `B${id}`, linkage: null, linkUrl: null });

/** Banners (m_home 7 and 6, m_recommend 8) and a notice as the page's boot data carries them. */
export const homeBootContent: BootHomeContent = {
  language: 'EN',
  banners: [banner(7, 'm_home', 2), banner(6, 'm_home', 1), banner(8, 'm_recommend', 0)],
  notices: [{ id: 1, title: 'Hello', content: '', startDate: 0, read: false }],
};

/** Settings with one CDN, one payment logo and one provider logo. */
export const homeSettings = {
  imageCDNs: ['https://cdn-a.test/'],
  paymentLogos: [{ name: 'GCash', imageUrl: '/cdn/payment/gcash.png' }],
  providerLogos: [{ vendorCode: 'PG', imageUrl: '/cdn/PG_COLOR.png' }],
} as unknown as ContentSettings;

const game = (nodeId: number, gameCategory: string, gameName = `Game ${nodeId}`) => ({ nodeId, gameCategory, gameName, vassalage: 'PG' });

/**
 * A fake platform with home's answers: banners (m_home 2 and 1, m_youtube 3, m_recommend 4, m_vip 5)
 * and two notices, a one-winner board, 40 hot games and one game per listed category. `translate`
 * appends a suffix to the notice title and the listed game names, as a language change would.
 */
export function homePlatform() {
  const platform = new FakePlatform();
  let suffix = '';
  platform
    .on('GET', '/wps/announcements', () => ({
      banners: [banner(2, 'm_home', 2), banner(1, 'm_home', 1), banner(3, 'm_youtube', 0), banner(4, 'm_recommend', 0), banner(5, 'm_vip', 0)],
      notices: [{ id: 9, title: ` Maintenance${suffix} `, content: '<p>x</p>', startDate: 0, read: false }, { id: 10, title: '  ', content: '', startDate: 0, read: false }],
      popups: [],
      promotions: [],
    }))
    .on('GET', '/wps/winners/board', () => ({ list: [{ vo: { customerName: 'd***o', gameName: 'Ox', winAmountMinor: 9500, currency: 'PHP' } }] }))
    .on('GET', '/wps/game/hot', () => ({ list: Array.from({ length: 40 }, (_, i) => game(i + 1, 'RNG')) }))
    .on('GET', '/wps/game/list', (call) => ({
      games: [game(100, call.query.get('gameType') ?? '', `${call.query.get('gameType')}${suffix}`)],
      pageNum: 1,
      totalPages: 1,
      totalCount: 1,
    }));
  return {
    platform,
    translate: (next: string) => (suffix = next),
    listCalls: () => platform.callsTo('GET', '/wps/game/list').map((call) => call.query.get('gameType')),
  };
}
