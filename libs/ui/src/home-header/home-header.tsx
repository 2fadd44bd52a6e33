import { defineMessage, defineMessages, useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { pathOf } from '@gp/domain';
import { HeaderBar, HeaderIcon, HeaderLogoLink, headerBarMessages, headerTextControl } from '../app-header/header-bar';
import { UiLink } from '../link/link';
import { useHydrated } from '../form/use-hydrated';

const messages = defineMessages({
  account: { id: 'ui.homeHeader.account', defaultMessage: 'Account', description: 'Accessible name of the account controls of the home header' },
  register: { id: 'ui.homeHeader.register', defaultMessage: 'Register', description: 'Home header link to sign up' },
  login: { id: 'ui.homeHeader.login', defaultMessage: 'Login', description: 'Home header link to log in' },
  deposit: { id: 'ui.homeHeader.deposit', defaultMessage: 'Deposit', description: 'Home header link to the deposit screen' },
  download: { id: 'ui.homeHeader.download', defaultMessage: 'Download app', description: 'Home header button that offers the app download' },
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

const Bar = styled(HeaderBar)`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.md};
`;

const Actions = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const pill = css<{ $primary?: boolean }>`
  ${headerTextControl}
  display: inline-grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radius.pill};
  text-decoration: none;
  background: ${({ theme, $primary }) => ($primary ? theme.color.primary : 'transparent')};
  color: ${({ theme, $primary }) => ($primary ? theme.color.onPrimary : theme.color.headerText)};
  border: 1px solid ${({ theme, $primary }) => ($primary ? theme.color.primary : theme.color.border)};
`;

const PillLink = styled(UiLink)<{ $primary?: boolean }>`
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

/** The name takes the room the buttons leave (it alone shrinks: it clips), cut with an ellipsis only when it must be. */
const NameLink = styled(UiLink)`
  line-height: ${({ theme }) => theme.size.touchTarget};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: inherit;
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const LOGOUT_ICON = 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9';

/**
 * The header of home routes: the logo (a link home), then sign-up and login, or the member's
 * controls. A member's header shows the brand's mark without its name and logout as an icon, so the
 * name, Deposit and logout fit on one line at 360 px in every brand and language (issue 17). The
 * download button waits, disabled, until a server-rendered page is live.
 */
export function HomeHeader({ member, onLogout, showDownload = false, onDownload }: HomeHeaderProps) {
  const intl = useIntl();
  const live = useHydrated();
  return (
    <Bar>
      <HeaderLogoLink showName={member === null} />
      <Actions aria-label={intl.formatMessage(messages.account)}>
        {showDownload ? (
          <IconButton type="button" onClick={onDownload} disabled={!live} aria-label={intl.formatMessage(messages.download)} title={intl.formatMessage(messages.download)}>
            <HeaderIcon d="M12 3v11m0 0-4-4m4 4 4-4M5 19h14" />
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
            <IconButton
              type="button"
              onClick={onLogout}
              aria-label={intl.formatMessage(headerBarMessages.logout)}
              title={intl.formatMessage(headerBarMessages.logout)}
            >
              <HeaderIcon d={LOGOUT_ICON} />
            </IconButton>
          </>
        )}
      </Actions>
    </Bar>
  );
}
