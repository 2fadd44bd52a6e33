import { useId } from 'react';
import { defineMessage, useIntl } from 'react-intl';
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

/** Each network's name as written by the network itself (not translated). */
const NETWORK_NAMES: Readonly<Record<SocialNetwork, string>> = {
  FACEBOOK: 'Facebook',
  INSTAGRAM: 'Instagram',
  YOUTUBE: 'YouTube',
  TELEGRAM: 'Telegram',
  DISCORD: 'Discord',
  LINKEDIN: 'LinkedIn',
};

const followMessage = defineMessage({ id: 'ui.siteFooter.follow', defaultMessage: 'Follow us', description: 'Heading of the social follow links in the site footer' });

const followLabel = defineMessage<{ network: string }>({
  id: 'ui.siteFooter.followOn',
  defaultMessage: 'Follow us on {network} (opens in a new tab)',
  description: 'Accessible name of a social follow link; the network name',
});

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

/** The footer's 'Follow us' section: one link per network that has one, each opening in a new tab. */
export function FollowLinks({ links }: { readonly links: readonly SocialFollowLink[] }) {
  const intl = useIntl();
  const followId = useId();
  return (
    <section aria-labelledby={followId}>
      <Heading id={followId}>{intl.formatMessage(followMessage)}</Heading>
      <Row>
        {links.map((link) => (
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
  );
}
