import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { IconButton } from '../overlay/overlay';
import { HeaderBar, HeaderIcon, HeaderLogoLink, HeaderTextButton, headerBarMessages } from './header-bar';
import { useHydrated } from '../form/use-hydrated';

const messages = defineMessages({
  back: { id: 'ui.appHeader.back', defaultMessage: 'Back', description: 'Accessible name of the back arrow in the app header' },
  freePlay: { id: 'ui.appHeader.freePlay', defaultMessage: 'Free play', description: 'App header button that starts a trial session' },
  customerService: { id: 'ui.appHeader.customerService', defaultMessage: 'Customer service', description: 'App header button that opens customer service' },
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

const Bar = styled(HeaderBar)`
  display: grid;
  grid-template-columns: minmax(${({ theme }) => theme.size.touchTarget}, auto) 1fr auto;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.sm};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg};
  text-align: center;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
`;

/**
 * The header of inner pages: back arrow or logo, centred title, free play, logout and customer
 * service. In a server render its buttons wait, disabled, until the page is live (useHydrated).
 */
export function AppHeader({ title, showLogo = false, onBack, onFreePlay, onLogout, onCustomerService }: AppHeaderProps) {
  const intl = useIntl();
  const live = useHydrated();
  let start: ReactNode = <span />;
  if (showLogo) {
    start = <HeaderLogoLink showName={false} />;
  } else if (onBack) {
    start = (
      <IconButton type="button" onClick={onBack} disabled={!live} aria-label={intl.formatMessage(messages.back)}>
        <HeaderIcon d="M15 5l-7 7 7 7" />
      </IconButton>
    );
  }
  return (
    <Bar>
      {start}
      <Title>{title}</Title>
      <Actions>
        {onFreePlay ? (
          <HeaderTextButton type="button" onClick={onFreePlay} disabled={!live}>
            {intl.formatMessage(messages.freePlay)}
          </HeaderTextButton>
        ) : null}
        {onLogout ? (
          <IconButton type="button" onClick={onLogout} aria-label={intl.formatMessage(headerBarMessages.logout)}>
            <HeaderIcon d="M9 4H5v16h4M16 8l4 4-4 4M20 12H10" />
          </IconButton>
        ) : null}
        {onCustomerService ? (
          <IconButton type="button" onClick={onCustomerService} disabled={!live} aria-label={intl.formatMessage(messages.customerService)}>
            <HeaderIcon d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3z" />
          </IconButton>
        ) : null}
      </Actions>
    </Bar>
  );
}
