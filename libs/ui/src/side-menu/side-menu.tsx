import { useId, useRef, type ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled, { css, keyframes } from 'styled-components';
import { useFocusTrap } from '../focus-trap/use-focus-trap';
import { UiLink } from '../link/link';
import { CloseIcon, IconButton, Layer, OVERLAY_ANIMATION_MS, Scrim } from '../overlay/overlay';
import { UnreadBadge } from '../unread-badge/unread-badge';

const messages = defineMessages({
  title: { id: 'ui.sideMenu.title', defaultMessage: 'Menu', description: 'Heading and accessible name of the side menu' },
  nav: { id: 'ui.sideMenu.nav', defaultMessage: 'Side menu', description: 'Accessible name of the side menu navigation' },
  close: { id: 'ui.sideMenu.close', defaultMessage: 'Close menu', description: 'Button that closes the side menu' },
});

/** One entry of the side menu: an in-app link (`to`) or an action (`onSelect`), with an optional badge. */
export interface SideMenuEntry {
  readonly id: string;
  /** Its label; SIDE_MENU_MESSAGES has one per domain item id. */
  readonly message: MessageDescriptor;
  /** In-app path relative to `/m` (pathOf plus any help tag query). */
  readonly to?: string;
  /** An action instead of a link (app download, logout). */
  readonly onSelect?: () => void;
  /** Unread count shown beside the label. */
  readonly badge?: number;
}

/** Props of SideMenu. */
export interface SideMenuProps {
  readonly open: boolean;
  /** Called by the close button, Escape, the scrim, and after any entry is chosen. */
  readonly onClose: () => void;
  /** The entries in order, from the domain's sideMenuItems. */
  readonly items: readonly SideMenuEntry[];
  /** Shown above the entries: member name, balance... */
  readonly header?: ReactNode;
}

const slideIn = keyframes`from { transform: translateX(-100%); }`;

const Drawer = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  width: min(80vw, 18rem);
  display: flex;
  flex-direction: column;
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  animation: ${slideIn} ${OVERLAY_ANIMATION_MS}ms ease-out;
  &:focus {
    outline: none;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg};
`;

const List = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
`;

const entry = css`
  width: 100%;
  min-height: ${({ theme }) => theme.size.touchTarget};
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
`;

const EntryLink = styled(UiLink)`
  ${entry}
`;
const EntryButton = styled.button`
  ${entry}
`;

/** The left drawer opened from the footer's menu item: a named navigation of the entries it is given. */
export function SideMenu({ open, onClose, items, header }: SideMenuProps) {
  const intl = useIntl();
  const titleId = useId();
  const drawer = useRef<HTMLDivElement>(null);
  useFocusTrap(drawer, { active: open, onEscape: onClose });
  if (!open) return null;

  const handleSelect = (item: SideMenuEntry) => {
    item.onSelect?.();
    onClose();
  };

  return (
    <Layer>
      <Scrim aria-hidden="true" onClick={onClose} />
      <Drawer ref={drawer} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Top>
          <Title id={titleId}>{intl.formatMessage(messages.title)}</Title>
          <IconButton type="button" onClick={onClose} aria-label={intl.formatMessage(messages.close)}>
            <CloseIcon />
          </IconButton>
        </Top>
        {header}
        <nav aria-label={intl.formatMessage(messages.nav)}>
          <List>
            {items.map((item) => {
              const content = (
                <>
                  <span>{intl.formatMessage(item.message)}</span>
                  <UnreadBadge count={item.badge} />
                </>
              );
              return (
                <li key={item.id}>
                  {item.to === undefined ? (
                    <EntryButton type="button" onClick={() => handleSelect(item)}>
                      {content}
                    </EntryButton>
                  ) : (
                    <EntryLink to={item.to} onClick={() => handleSelect(item)}>
                      {content}
                    </EntryLink>
                  )}
                </li>
              );
            })}
          </List>
        </nav>
      </Drawer>
    </Layer>
  );
}
