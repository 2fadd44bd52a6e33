import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { pathOf, type MemberMenu as MemberMenuFacts, type MemberMenuEntry, type MemberMenuGroup } from '@gp/domain';
import { UiLink } from '@gp/ui';
import { MEMBER_MESSAGES as M } from './member-messages';

const GROUP_TITLES = { records: M.groupRecords, account: M.groupAccount, support: M.groupSupport } as const;

const Nav = styled.nav`
  padding: 0 0 ${({ theme }) => theme.space.md};
`;

const GroupTitle = styled.h3`
  margin: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/** Base template: full-width rows. New template: a grid of tiles, three to a row. */
const List = styled.ul<{ $tiles: boolean }>`
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $tiles, theme }) =>
    $tiles &&
    css`
      display: grid;
      grid-template-columns: repeat(3, 1fr);
      gap: ${theme.space.sm};
      padding: 0 ${theme.space.md};
    `}
`;

const entryStyle = css<{ $tiles: boolean }>`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 3.5rem;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  ${({ $tiles, theme }) =>
    $tiles
      ? css`
          justify-content: center;
          min-height: 4.5rem;
          padding: ${theme.space.sm};
          border-radius: ${theme.radius.md};
          background: ${theme.color.surfaceRaised};
          font-size: ${theme.font.sizeSm};
          text-align: center;
          overflow-wrap: anywhere;
        `
      : css`
          padding: 0 ${theme.space.md};
          border-bottom: 1px solid ${theme.color.border};
        `}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -3px;
  }
`;

const EntryLink = styled(UiLink)<{ $tiles: boolean }>`
  ${entryStyle}
`;
const EntryButton = styled.button<{ $tiles: boolean }>`
  ${entryStyle}
`;

/** Props of MemberMenu. */
export interface MemberMenuProps {
  /** The entries as laid out (domain `memberCentreMenu`, base or new template). */
  readonly menu: MemberMenuFacts;
  /** Logout was tapped (the app asks first). */
  readonly onLogout: () => void;
}

/** The member centre's menu of the member's screens, as the base template's list or the new template's titled tiles. */
export function MemberMenu({ menu, onLogout }: MemberMenuProps) {
  const intl = useIntl();
  const tiles = menu.layout === 'new';
  const entry = (item: MemberMenuEntry) => (
    <li key={item.id}>
      {item.kind === 'logout' ? (
        <EntryButton type="button" $tiles={tiles} onClick={onLogout}>
          {intl.formatMessage(M.logout)}
        </EntryButton>
      ) : (
        <EntryLink to={pathOf(item.route)} $tiles={tiles}>
          {intl.formatMessage(M[item.id])}
        </EntryLink>
      )}
    </li>
  );
  const group = (item: MemberMenuGroup) =>
    item.id === 'all' ? (
      <List key={item.id} $tiles={false}>
        {item.entries.map(entry)}
      </List>
    ) : (
      <section key={item.id} aria-labelledby={`member-menu-${item.id}`}>
        <GroupTitle id={`member-menu-${item.id}`}>{intl.formatMessage(GROUP_TITLES[item.id])}</GroupTitle>
        <List $tiles>{item.entries.map(entry)}</List>
      </section>
    );
  return (
    <Nav aria-label={intl.formatMessage(M.menu)} data-layout={menu.layout}>
      {menu.groups.map(group)}
    </Nav>
  );
}
