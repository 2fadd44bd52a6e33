import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { BrandLogo } from '../brand-logo/brand-logo';
import { UiLink } from '../link/link';
import { IconButton } from '../overlay/overlay';

const messages = defineMessages({
  back: { id: 'ui.appHeader.back', defaultMessage: 'Back', description: 'Accessible name of the back arrow in the app header' },
  freePlay: { id: 'ui.appHeader.freePlay', defaultMessage: 'Free play', description: 'App header button that starts a trial session' },
  logout: { id: 'ui.appHeader.logout', defaultMessage: 'Log out', description: 'App header button that logs the player out' },
  customerService: { id: 'ui.appHeader.customerService', defaultMessage: 'Customer service', description: 'App header button that opens customer service' },
});

const homeMessage = defineMessage<{ brand: string }>({
  id: 'ui.appHeader.home',
  defaultMessage: '{brand} home',
  description: 'Accessible name of the logo link in the app header',
});

/** Props of AppHeader: a title, the logo or a back arrow, and the actions the page offers. */
export interface AppHeaderProps {
  /** The page title, already translated. */
  readonly title: ReactNode;
  /** Show the brand's logo (a link home) instead of the back arrow (home routes). */
  readonly showLogo?: boolean;
  /** Called by the back arrow; without it (and without the logo) the corner stays empty. */
  readonly onBack?: () => void;
  /** Offer free play (trial session). */
  readonly onFreePlay?: () => void;
  /** Offer logout; the app asks for confirmation. */
  readonly onLogout?: () => void;
  /** Offer customer service. */
  readonly onCustomerService?: () => void;
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: grid;
  grid-template-columns: minmax(${({ theme }) => theme.size.touchTarget}, auto) 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.headerHeight};
  padding: 0 ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.headerBackground};
  color: ${({ theme }) => theme.color.headerText};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg};
  text-align: center;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const LogoLink = styled(UiLink)`
  color: inherit;
  text-decoration: none;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
`;

const TextButton = styled.button`
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  background: none;
  color: inherit;
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme }) => theme.font.weightBold};
  cursor: pointer;
`;

const Icon = ({ d }: { d: string }) => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d={d} />
  </svg>
);

/** The header of inner pages: back arrow or logo, centred title, free play, logout and customer service. */
export function AppHeader({ title, showLogo = false, onBack, onFreePlay, onLogout, onCustomerService }: AppHeaderProps) {
  const intl = useIntl();
  const { brand } = useTheme();
  let start: ReactNode = <span />;
  if (showLogo) {
    start = (
      <LogoLink to="/" aria-label={intl.formatMessage(homeMessage, { brand: brand.name })}>
        <BrandLogo showName={false} />
      </LogoLink>
    );
  } else if (onBack) {
    start = (
      <IconButton type="button" onClick={onBack} aria-label={intl.formatMessage(messages.back)}>
        <Icon d="M15 5l-7 7 7 7" />
      </IconButton>
    );
  }
  return (
    <Bar>
      {start}
      <Title>{title}</Title>
      <Actions>
        {onFreePlay ? (
          <TextButton type="button" onClick={onFreePlay}>
            {intl.formatMessage(messages.freePlay)}
          </TextButton>
        ) : null}
        {onLogout ? (
          <IconButton type="button" onClick={onLogout} aria-label={intl.formatMessage(messages.logout)}>
            <Icon d="M9 4H5v16h4M16 8l4 4-4 4M20 12H10" />
          </IconButton>
        ) : null}
        {onCustomerService ? (
          <IconButton type="button" onClick={onCustomerService} aria-label={intl.formatMessage(messages.customerService)}>
            <Icon d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3z" />
          </IconButton>
        ) : null}
      </Actions>
    </Bar>
  );
}
