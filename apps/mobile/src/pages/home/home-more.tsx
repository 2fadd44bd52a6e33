import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { gameCentreHref, pathOf } from '@gp/domain';
import { HomeIntro, PaymentLogos, ProviderCarousel, UiLink, VideoBannerCarousel, type ProviderLogo } from '@gp/ui';
import { useCatalogueStore, useSessionStore } from '../../app/store-context';
import { useHomeStore } from './use-home-store';
import { homeMessages, introTitleMessage } from './home-messages';

/** The introduction with its deposit button: the deposit screen for players, login for guests. */
export const HomeIntroSection = observer(function HomeIntroSection() {
  const intl = useIntl();
  const { brand } = useTheme();
  const session = useSessionStore();
  return (
    <HomeIntro
      title={intl.formatMessage(introTitleMessage, { brand: brand.name })}
      text={intl.formatMessage(homeMessages.introText)}
      depositTo={pathOf(session.isLoggedIn ? 'deposit' : 'login')}
    />
  );
});

/** The way to the responsible-gaming page, at the bottom of home (issue 20). */
export function HomeResponsibleGaming() {
  const intl = useIntl();
  return (
    <ResponsibleLine>
      <UiLink to={pathOf('responsibleGaming')}>{intl.formatMessage(homeMessages.responsibleGaming)}</UiLink>
    </ResponsibleLine>
  );
}

const ResponsibleLine = styled.p`
  margin: 0;
  text-align: center;
  a {
    color: ${({ theme }) => theme.color.text};
  }
`;

/** The payment logos of the settings. */
export const HomePayments = observer(function HomePayments() {
  const intl = useIntl();
  const home = useHomeStore();
  return <PaymentLogos title={intl.formatMessage(homeMessages.paymentsTitle)} logos={home.paymentLogos} />;
});

/** The provider logos, each opening the game centre on the vendor's first category for that vendor. */
export const HomeProviders = observer(function HomeProviders() {
  const intl = useIntl();
  const home = useHomeStore();
  const catalogue = useCatalogueStore();
  const names = new Map(catalogue.sorting.flatMap((entry) => entry.vendorNames.map((vendor) => [vendor.vassalage, vendor.displayName] as const)));
  const providers: ProviderLogo[] = home.providerLogos.flatMap((logo) => {
    const category = home.categoryOfVendor(logo.vendorCode);
    if (category === null) return [];
    return [{ vendorCode: logo.vendorCode, name: names.get(logo.vendorCode) ?? logo.vendorCode, imageUrl: logo.imageUrl, to: gameCentreHref(category, logo.vendorCode) }];
  });
  return <ProviderCarousel title={intl.formatMessage(homeMessages.providersTitle)} providers={providers} />;
});

/** The video carousel (m_youtube banners); links not from the video host are logged and left out. */
export const HomeVideos = observer(function HomeVideos() {
  const intl = useIntl();
  const home = useHomeStore();
  const videos = home.bannersOf('m_youtube').map((banner) => ({ id: banner.id, title: banner.title, link: banner.linkage ?? '' }));
  const logInvalid = useCallback((link: string) => console.warn('Not youtube link!', link), []);
  return (
    <VideoBannerCarousel
      heading={intl.formatMessage(homeMessages.videosTitle)}
      description={intl.formatMessage(homeMessages.videoDescription)}
      videos={videos}
      onInvalidLink={logInvalid}
    />
  );
});
