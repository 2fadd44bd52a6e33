import { defineMessage, defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { UiLink } from '../link/link';
import { FollowLinks, type SocialFollowLink } from './follow-links';

export { SOCIAL_NETWORKS, type SocialFollowLink, type SocialNetwork } from './follow-links';

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
  /** The in-app path of the responsible-gaming page; no link without one. */
  readonly responsibleGamingTo?: string;
}

const messages = defineMessages({
  providers: { id: 'ui.siteFooter.providers', defaultMessage: 'Game providers', description: 'Accessible name of the provider logo strip in the site footer' },
  responsibleGaming: { id: 'ui.siteFooter.responsibleGaming', defaultMessage: 'Play responsibly: responsible gaming', description: 'Footer link to the responsible-gaming page' },
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

const Responsible = styled.p`
  margin: 0;
  a {
    color: ${({ theme }) => theme.color.text};
  }
`;

/**
 * The site footer of the login screen and the pages without the footer menu (SPEC §2 'Login
 * screen'): social follow links (only the networks with a link), the provider logo strip, the
 * responsible-gaming link (issue 20) and the copyright line.
 */
export function SiteFooter({ socialLinks, providers, siteName, copyrightYear, responsibleGamingTo }: SiteFooterProps) {
  const intl = useIntl();
  return (
    <Footer>
      {socialLinks.length > 0 ? (
        <FollowLinks links={socialLinks} />
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
      {responsibleGamingTo === undefined ? null : (
        <Responsible>
          <UiLink to={responsibleGamingTo}>{intl.formatMessage(messages.responsibleGaming)}</UiLink>
        </Responsible>
      )}
      {copyrightYear === undefined || copyrightYear === null ? null : (
        <Copyright>{intl.formatMessage(copyrightMessage, { year: copyrightYear, site: siteName })}</Copyright>
      )}
    </Footer>
  );
}
