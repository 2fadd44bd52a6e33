import type { ContentBanner } from '@gp/api-client';
import type { BannerItem } from '@gp/ui';

/** A platform banner as the carousel shows it. */
export function bannerItemOf(banner: ContentBanner): BannerItem {
  return { id: banner.id, imageUrl: banner.url, title: banner.title, linkUrl: banner.linkUrl };
}
