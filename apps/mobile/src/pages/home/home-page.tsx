import { useEffect } from 'react';
import styled, { useTheme } from 'styled-components';
import { VisuallyHidden } from '@gp/ui';
import { useHomeStore } from './use-home-store';
import { CatalogueError } from '../../content/catalogue-error';
import { TopBanners, RecommendedBanners } from '../../content/content-banners';
import { HomeGameSections } from './home-game-sections';
import { HomeIntroSection, HomePayments, HomeProviders, HomeResponsibleGaming, HomeVideos } from './home-more';
import { HomeNotices } from './home-notices';
import { HomeWinners } from './home-winners';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.text};
`;

/**
 * The home screen (SPEC §2 'Home'): banners, the announcement line, recommended games, the
 * biggest-wins board, the merchant's game sections and vendor tiles, the introduction with its
 * deposit button, payment logos, the provider carousel, the videos and the responsible-gaming
 * link. Home's data loads when the page mounts (other routes do not pay for it) and stops
 * following the language when it unmounts.
 */
export function HomePage() {
  const { brand } = useTheme();
  const home = useHomeStore();
  useEffect(() => {
    home.start();
    return home.stop;
  }, [home]);
  return (
    <Page>
      <VisuallyHidden as="h1">{brand.name}</VisuallyHidden>
      <TopBanners />
      <HomeNotices />
      <RecommendedBanners />
      <HomeWinners />
      <HomeGameSections />
      <CatalogueError />
      <HomeIntroSection />
      <HomePayments />
      <HomeProviders />
      <HomeVideos />
      <HomeResponsibleGaming />
    </Page>
  );
}
