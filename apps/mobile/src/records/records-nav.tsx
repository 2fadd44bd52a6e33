import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { pathOf, type RouteId } from '@gp/domain';
import { UiLink } from '@gp/ui';
import { RECORDS_NAV_MESSAGES as text } from './records-messages';

/** The records screens, in the order the navigation shows them. */
const RECORD_ROUTES = ['gameRecord', 'transactions', 'rebates', 'reports'] as const satisfies readonly RouteId[];

/** Props of RecordsNav. */
export interface RecordsNavProps {
  /** The screen shown: its link is marked current. */
  readonly current: (typeof RECORD_ROUTES)[number];
  /** Only game records are open to trial accounts: the others are left out for them. */
  readonly gameRecordOnly?: boolean;
}

const Nav = styled.nav`
  overflow-x: auto;
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.size.touchTarget};
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    white-space: nowrap;
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

/** The links between the records screens: game records, transactions, rebates and reports. */
export function RecordsNav({ current, gameRecordOnly = false }: RecordsNavProps) {
  const intl = useIntl();
  const routes = gameRecordOnly ? RECORD_ROUTES.filter((id) => id === 'gameRecord') : RECORD_ROUTES;
  if (routes.length < 2) return null;
  return (
    <Nav aria-label={intl.formatMessage(text.label)}>
      <ul>
        {routes.map((id) => (
          <li key={id}>
            <UiLink to={pathOf(id)} aria-current={id === current ? 'page' : undefined}>
              {intl.formatMessage(text[id])}
            </UiLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
