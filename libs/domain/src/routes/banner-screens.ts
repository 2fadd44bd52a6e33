import type { RouteId } from './route-table';

/**
 * Whether a screen opens with the m_home banner carousel at its top (SPEC §2: home, and the game
 * centre, which 'uses banner group m_home'): its first banner is the screen's largest paint, so
 * the server sends the banners with the page and the app takes them from there.
 */
export function opensWithHomeBanners(id: RouteId): boolean {
  return id === 'home' || id === 'gameCenter' || id === 'game';
}

/** The picture of the first m_home banner (the carousel's first slide, the screen's largest paint); null without one. */
export function firstHomeBannerUrl(banners: readonly { readonly groupName: string; readonly url: string }[]): string | null {
  return banners.find((banner) => banner.groupName === 'm_home')?.url || null;
}
