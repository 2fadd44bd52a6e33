import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { FOOTER_ITEMS, FOOTER_TARGETS, pathOf, type FooterItem } from '@gp/domain';
import { UiLink } from '../link/link';
import { useHydrated } from '../form/use-hydrated';

const messages = defineMessages({
  nav: { id: 'ui.footerMenu.label', defaultMessage: 'Main', description: 'Accessible name of the footer navigation' },
  menu: { id: 'ui.footerMenu.menu', defaultMessage: 'Menu', description: 'Footer item that opens the side menu' },
  home: { id: 'ui.footerMenu.home', defaultMessage: 'Home', description: 'Footer item to the home screen' },
  promotions: { id: 'ui.footerMenu.promotions', defaultMessage: 'Promotions', description: 'Footer item to the promotions list' },
  games: { id: 'ui.footerMenu.games', defaultMessage: 'Games', description: 'Footer item to the game centre' },
  member: { id: 'ui.footerMenu.member', defaultMessage: 'Member', description: 'Footer item to the member centre' },
});

const ICONS: Record<FooterItem, string> = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  home: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z',
  promotions: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  games: 'M7 9h10a4 4 0 0 1 4 4v1a3 3 0 0 1-5.5 1.5L14 14h-4l-1.5 1.5A3 3 0 0 1 3 14v-1a4 4 0 0 1 4-4zM8 11v3M6.5 12.5h3M15.5 12h.01M17.5 13.5h.01',
  member: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
};

/** Props of FooterMenu. */
export interface FooterMenuProps {
  /** The highlighted item (the domain's footerActiveItem of the route); null for none. */
  readonly active: FooterItem | null;
  /** Called by the menu item: open the side menu. */
  readonly onOpenMenu: () => void;
  /** Whether the side menu is open, announced on the menu item. */
  readonly menuOpen?: boolean;
}

const Bar = styled.nav`
  position: sticky;
  bottom: 0;
  z-index: 10;
  min-height: ${({ theme }) => theme.size.footerHeight};
  background: ${({ theme }) => theme.color.footerBackground};
  color: ${({ theme }) => theme.color.footerText};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(${FOOTER_ITEMS.length}, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const item = css<{ $active?: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.size.footerHeight};
  display: grid;
  place-items: center;
  align-content: center;
  gap: 2px;
  padding: ${({ theme }) => theme.space.xs} 0;
  border: 0;
  background: none;
  font-size: ${({ theme }) => theme.font.sizeSm};
  text-decoration: none;
  cursor: pointer;
  color: ${({ theme, $active }) => ($active ? theme.color.footerActive : 'inherit')};
  font-weight: ${({ theme, $active }) => ($active ? theme.font.weightBold : theme.font.weightRegular)};
`;

const ItemLink = styled(UiLink)<{ $active?: boolean }>`
  ${item}
`;
const ItemButton = styled.button<{ $active?: boolean }>`
  ${item}
`;

function Icon({ name }: { name: FooterItem }): ReactNode {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={ICONS[name]} />
    </svg>
  );
}

/**
 * The footer navigation: menu (opens the side menu), home, promotions, games and member centre. In a
 * server render the menu button waits, disabled, until the page is live (a tap before would be lost).
 */
export function FooterMenu({ active, onOpenMenu, menuOpen = false }: FooterMenuProps) {
  const intl = useIntl();
  const live = useHydrated();
  return (
    <Bar aria-label={intl.formatMessage(messages.nav)}>
      <List>
        {FOOTER_ITEMS.map((name) => (
          <li key={name}>
            {name === 'menu' ? (
              <ItemButton type="button" onClick={onOpenMenu} aria-haspopup="dialog" aria-expanded={menuOpen} disabled={!live}>
                <Icon name={name} />
                {intl.formatMessage(messages[name])}
              </ItemButton>
            ) : (
              <ItemLink to={pathOf(FOOTER_TARGETS[name])} $active={active === name} aria-current={active === name ? 'page' : undefined}>
                <Icon name={name} />
                {intl.formatMessage(messages[name])}
              </ItemLink>
            )}
          </li>
        ))}
      </List>
    </Bar>
  );
}
