import { defineMessage, defineMessages, useIntl } from 'react-intl';
import styled, { css, useTheme } from 'styled-components';
import { pathOf } from '@gp/domain';
import { BrandLogo } from '../brand-logo/brand-logo';
import { UiLink } from '../link/link';

const messages = defineMessages({
  account: { id: 'ui.homeHeader.account', defaultMessage: 'Account', description: 'Accessible name of the account controls of the home header' },
  register: { id: 'ui.homeHeader.register', defaultMessage: 'Register', description: 'Home header link to sign up' },
  login: { id: 'ui.homeHeader.login', defaultMessage: 'Login', description: 'Home header link to log in' },
  deposit: { id: 'ui.homeHeader.deposit', defaultMessage: 'Deposit', description: 'Home header link to the deposit screen' },
  logout: { id: 'ui.homeHeader.logout', defaultMessage: 'Log out', description: 'Home header button that logs the player out' },
  download: { id: 'ui.homeHeader.download', defaultMessage: 'Download app', description: 'Home header button that offers the app download' },
});

const homeMessage = defineMessage<{ brand: string }>({
  id: 'ui.homeHeader.home',
  defaultMessage: '{brand} home',
  description: 'Accessible name of the logo link in the home header',
});

const memberCentreMessage = defineMessage<{ name: string }>({
  id: 'ui.homeHeader.memberCentre',
  defaultMessage: '{name}, member centre',
  description: 'Accessible name of the member name link to the member centre',
});

/** Props of HomeHeader: who is looking (null for a guest) and what the header offers. */
export interface HomeHeaderProps {
  /** The logged-in member, with the display name from the domain's memberDisplayName; null for a guest. */
  readonly member: { readonly name: string } | null;
  /** Called by the logout button (members); the app asks for confirmation. */
  readonly onLogout?: () => void;
  /** Show the download-app button (home path, browser, app window enabled, a link exists). */
  readonly showDownload?: boolean;
  /** Called by the download-app button. */
  readonly onDownload?: () => void;
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.headerHeight};
  padding: 0 ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.headerBackground};
  color: ${({ theme }) => theme.color.headerText};
`;

const Actions = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const pill = css<{ $primary?: boolean }>`
  display: inline-grid;
  place-items: center;
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  background: ${({ theme, $primary }) => ($primary ? theme.color.primary : 'transparent')};
  color: ${({ theme, $primary }) => ($primary ? theme.color.onPrimary : theme.color.headerText)};
  border: 1px solid ${({ theme, $primary }) => ($primary ? theme.color.primary : theme.color.border)};
`;

const PillLink = styled(UiLink)<{ $primary?: boolean }>`
  ${pill}
`;
const PillButton = styled.button<{ $primary?: boolean }>`
  ${pill}
`;

/** The download button is an icon with a name, so the guest's two links keep their room on small phones. */
const IconButton = styled.button<{ $primary?: boolean }>`
  ${pill}
  min-width: ${({ theme }) => theme.size.touchTarget};
  padding: 0;
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3v11m0 0-4-4m4 4 4-4M5 19h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const NameLink = styled(UiLink)`
  max-width: 7rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: inherit;
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const LogoLink = styled(UiLink)`
  flex-shrink: 1;
  min-width: 0;
  color: inherit;
  text-decoration: none;
`;

/** The header of home routes: the logo (a link home), then sign-up and login, or the member's controls. */
export function HomeHeader({ member, onLogout, showDownload = false, onDownload }: HomeHeaderProps) {
  const intl = useIntl();
  const { brand } = useTheme();
  return (
    <Bar>
      <LogoLink to={pathOf('home')} aria-label={intl.formatMessage(homeMessage, { brand: brand.name })}>
        <BrandLogo />
      </LogoLink>
      <Actions aria-label={intl.formatMessage(messages.account)}>
        {showDownload ? (
          <IconButton type="button" onClick={onDownload} aria-label={intl.formatMessage(messages.download)} title={intl.formatMessage(messages.download)}>
            <DownloadIcon />
          </IconButton>
        ) : null}
        {member === null ? (
          <>
            <PillLink to={pathOf('register')}>{intl.formatMessage(messages.register)}</PillLink>
            <PillLink to={pathOf('login')} $primary>
              {intl.formatMessage(messages.login)}
            </PillLink>
          </>
        ) : (
          <>
            <NameLink to={pathOf('memberHome')} aria-label={intl.formatMessage(memberCentreMessage, { name: member.name })}>
              {member.name}
            </NameLink>
            <PillLink to={pathOf('deposit')} $primary>
              {intl.formatMessage(messages.deposit)}
            </PillLink>
            <PillButton type="button" onClick={onLogout}>
              {intl.formatMessage(messages.logout)}
            </PillButton>
          </>
        )}
      </Actions>
    </Bar>
  );
}
