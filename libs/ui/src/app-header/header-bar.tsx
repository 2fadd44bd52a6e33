import { defineMessage, defineMessages, useIntl } from 'react-intl';
import styled, { css, useTheme } from 'styled-components';
import { pathOf } from '@gp/domain';
import { BrandLogo } from '../brand-logo/brand-logo';
import { UiLink } from '../link/link';

/** Texts both headers share; internal to AppHeader and HomeHeader. */
export const headerBarMessages = defineMessages({
  logout: { id: 'ui.headerBar.logout', defaultMessage: 'Log out', description: 'Header button that logs the player out' },
});

const homeMessage = defineMessage<{ brand: string }>({
  id: 'ui.headerBar.home',
  defaultMessage: '{brand} home',
  description: 'Accessible name of the logo link in the page header',
});

/**
 * The sticky bar under both headers: a banner landmark in the header colours, as tall as the
 * theme's header. Each header adds its own layout.
 */
export const HeaderBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  align-items: center;
  min-height: ${({ theme }) => theme.size.headerHeight};
  background: ${({ theme }) => theme.color.headerBackground};
  color: ${({ theme }) => theme.color.headerText};
`;

/** The shape of a header's text control: thumb-high, small bold label on one line. */
export const headerTextControl = css`
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme }) => theme.font.weightBold};
  white-space: nowrap;
  cursor: pointer;
`;

/** A plain text button of a header (free play). */
export const HeaderTextButton = styled.button`
  ${headerTextControl}
  border: 0;
  background: none;
  color: inherit;
`;

const LogoLink = styled(UiLink)`
  flex-shrink: 1;
  min-width: 0;
  color: inherit;
  text-decoration: none;
`;

/** Props of HeaderLogoLink. */
export interface HeaderLogoLinkProps {
  /** Show the brand's name beside its mark (home); the mark alone otherwise. */
  readonly showName?: boolean;
}

/** The brand's logo as a link home, named '{brand} home'. */
export function HeaderLogoLink({ showName = true }: HeaderLogoLinkProps) {
  const intl = useIntl();
  const { brand } = useTheme();
  return (
    <LogoLink to={pathOf('home')} aria-label={intl.formatMessage(homeMessage, { brand: brand.name })}>
      <BrandLogo showName={showName} />
    </LogoLink>
  );
}

/** A 24 px line icon of a header, drawn from one path in the current text colour. */
export function HeaderIcon({ d }: { readonly d: string }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
  );
}
