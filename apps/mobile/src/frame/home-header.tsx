import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { pathOf } from '@gp/domain';
import { BrandLogo } from '@gp/ui';

const messages = defineMessages({
  login: { id: 'home.header.login', defaultMessage: 'Login' },
  register: { id: 'home.header.register', defaultMessage: 'Register' },
  account: { id: 'home.header.account', defaultMessage: 'Account' },
});

const homeLinkMessage = defineMessage<{ brand: string }>({ id: 'home.header.logoLink', defaultMessage: '{brand} home' });

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

const LogoLink = styled(Link)`
  color: inherit;
  text-decoration: none;
`;

const Actions = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const ActionLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-grid;
  place-items: center;
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-decoration: none;
  background: ${({ theme, $primary }) => ($primary ? theme.color.primary : 'transparent')};
  color: ${({ theme, $primary }) => ($primary ? theme.color.onPrimary : theme.color.headerText)};
  border: 1px solid ${({ theme, $primary }) => ($primary ? theme.color.primary : theme.color.border)};
`;

/** The header of home routes: the brand's logo (a link home), then register and login. */
export function HomeHeader() {
  const intl = useIntl();
  const { brand } = useTheme();
  return (
    <Bar>
      <LogoLink to="/" aria-label={intl.formatMessage(homeLinkMessage, { brand: brand.name })}>
        <BrandLogo />
      </LogoLink>
      <Actions aria-label={intl.formatMessage(messages.account)}>
        <ActionLink to={pathOf('register')}>{intl.formatMessage(messages.register)}</ActionLink>
        <ActionLink to={pathOf('login')} $primary>
          {intl.formatMessage(messages.login)}
        </ActionLink>
      </Actions>
    </Bar>
  );
}
