import { useId } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';

/** The social networks the footer can link to, in the order it shows them (SPEC §3 'Links object'). */
export const SOCIAL_NETWORKS = ['FACEBOOK', 'INSTAGRAM', 'YOUTUBE', 'TELEGRAM', 'DISCORD', 'LINKEDIN'] as const;

/** One social network of the footer. */
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** A social follow link, already checked as an outside http(s) address. */
export interface SocialFollowLink {
  readonly network: SocialNetwork;
  readonly url: string;
}

/** One game provider's logo in the footer's strip. */
export interface FooterProviderLogo {
  readonly vendorCode: string;
  /** The provider's name: the logo's alternative text. */
  readonly name: string;
  readonly imageUrl: string;
}

/** Props of SiteFooter. */
export interface SiteFooterProps {
  readonly socialLinks: readonly SocialFollowLink[];
  readonly providers: readonly FooterProviderLogo[];
  /** The brand's name, for the copyright line. */
  readonly siteName: string;
  /** The copyright year; no line without one (hidden on the about page). */
  readonly copyrightYear?: number | null;
}

/** Each network's name as written by the network itself (not translated). */
const NETWORK_NAMES: Readonly<Record<SocialNetwork, string>> = {
  FACEBOOK: 'Facebook',
  INSTAGRAM: 'Instagram',
  YOUTUBE: 'YouTube',
  TELEGRAM: 'Telegram',
  DISCORD: 'Discord',
  LINKEDIN: 'LinkedIn',
};

const messages = defineMessages({
  follow: { id: 'ui.siteFooter.follow', defaultMessage: 'Follow us', description: 'Heading of the social follow links in the site footer' },
  providers: { id: 'ui.siteFooter.providers', defaultMessage: 'Game providers', description: 'Accessible name of the provider logo strip in the site footer' },
});

const followLabel = defineMessage<{ network: string }>({
  id: 'ui.siteFooter.followOn',
  defaultMessage: 'Follow us on {network} (opens in a new tab)',
  description: 'Accessible name of a social follow link; the network name',
});

const copyrightMessage = defineMessage<{ year: number; site: string }>({
  id: 'ui.siteFooter.copyright',
  defaultMessage: '© {year} {site}. All rights reserved.',
  description: 'Copyright line at the bottom of the site footer',
});

/** The logos' size, set so that nothing shifts while they load. */
const LOGO_SIZE = { width: 120, height: 48 } as const;

const Footer = styled.footer`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  text-align: center;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.color.text};
`;

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Social = styled.a`
  display: inline-grid;
  place-items: center;
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 1px;
  }
`;

const Logos = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(5.5rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${LOGO_SIZE.width} / ${LOGO_SIZE.height};
    object-fit: contain;
  }
`;

const Copyright = styled.p`
  margin: 0;
`;

/**
 * The site footer of the login screen and the pages without the footer menu (SPEC §2 'Login
 * screen'): social follow links (only the networks with a link), the provider logo strip, and the
 * copyright line.
 */
export function SiteFooter({ socialLinks, providers, siteName, copyrightYear }: SiteFooterProps) {
  const intl = useIntl();
  const followId = useId();
  return (
    <Footer>
      {socialLinks.length > 0 ? (
        <section aria-labelledby={followId}>
          <Heading id={followId}>{intl.formatMessage(messages.follow)}</Heading>
          <Row>
            {socialLinks.map((link) => (
              <li key={link.network}>
                <Social
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={intl.formatMessage(followLabel, { network: NETWORK_NAMES[link.network] })}
                >
                  {NETWORK_NAMES[link.network]}
                </Social>
              </li>
            ))}
          </Row>
        </section>
      ) : null}
      {providers.length > 0 ? (
        <Logos aria-label={intl.formatMessage(messages.providers)}>
          {providers.map((provider) => (
            <li key={provider.vendorCode}>
              <img src={provider.imageUrl} alt={provider.name} width={LOGO_SIZE.width} height={LOGO_SIZE.height} loading="lazy" decoding="async" />
            </li>
          ))}
        </Logos>
      ) : null}
      {copyrightYear === undefined || copyrightYear === null ? null : (
        <Copyright>{intl.formatMessage(copyrightMessage, { year: copyrightYear, site: siteName })}</Copyright>
      )}
    </Footer>
  );
}
