import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { BannerCarousel, BannerCarouselSkeleton } from '@gp/ui';
import { useHomeContent } from '../app/store-context';
import { bannerItemOf } from './banner-item';
import { contentMessages } from './content-messages';
import { SectionError } from './section-state';
import { useOpenLink } from './use-open-link';

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.sizeLg};
`;

/** The m_home banner carousel at the top of home and of the game centre: its space kept while loading, a retry on failure. */
export const TopBanners = observer(function TopBanners() {
  const intl = useIntl();
  const content = useHomeContent();
  const openLink = useOpenLink();
  const label = intl.formatMessage(contentMessages.bannersLabel);
  if (content.resource.pending) return <BannerCarouselSkeleton />;
  if (content.resource.status === 'failed') return <SectionError section={label} onRetry={content.resource.load} />;
  const banners = content.bannersOf('m_home').map(bannerItemOf);
  return <BannerCarousel banners={banners} label={label} aboveFold onOpen={(banner) => banner.linkUrl && openLink(banner.linkUrl)} />;
});

/** The recommended banners (m_recommend) under their heading; their space kept while loading; nothing when failed or empty. */
export const RecommendedBanners = observer(function RecommendedBanners() {
  const intl = useIntl();
  const content = useHomeContent();
  const openLink = useOpenLink();
  const banners = content.bannersOf('m_recommend').map(bannerItemOf);
  const pending = content.resource.pending;
  if (!pending && banners.length === 0) return null;
  const title = intl.formatMessage(contentMessages.recommendedTitle);
  return (
    <section aria-labelledby="home-recommended" aria-busy={pending || undefined}>
      <Title id="home-recommended">{title}</Title>
      {pending ? (
        <BannerCarouselSkeleton />
      ) : (
        <BannerCarousel banners={banners} label={title} onOpen={(banner) => banner.linkUrl && openLink(banner.linkUrl)} />
      )}
    </section>
  );
});
