import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useHydrated } from '../form/use-hydrated';

/** One tab of the menu: a key and its translated label. */
export interface CategoryTab {
  readonly id: string;
  readonly label: string;
}

/** Props of CategoryTabs. */
export interface CategoryTabsProps {
  readonly tabs: readonly CategoryTab[];
  /** The id of the selected tab. */
  readonly selected: string;
  readonly onSelect: (id: string) => void;
  /** The menu's accessible name. */
  readonly label: string;
  /** The id of the panel the tabs control, when there is one. */
  readonly panelId?: string;
}

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.surface};
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Tab = styled.button`
  flex: none;
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -3px;
  }
`;

const NEXT_KEYS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The game centre's top menu (SPEC §2 'Game lobby'): a tab list with roving focus (arrow keys,
 * Home, End move and select), the selected tab marked and scrolled into view; in a server render the
 * other tabs wait, disabled, until the page is live.
 */
export function CategoryTabs({ tabs, selected, onSelect, label, panelId }: CategoryTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const live = useHydrated();
  useEffect(() => {
    const active = listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    // Older browsers lack the options form; the tab still shows once scrolled by hand.
    active?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = NEXT_KEYS[event.key]?.(index, tabs.length);
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next ?? 0]?.focus();
  };

  const focusable = tabs.some((tab) => tab.id === selected) ? selected : tabs[0]?.id;
  return (
    <List ref={listRef} role="tablist" aria-label={label}>
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected;
        return (
          <Tab
            key={tab.id}
            type="button"
            role="tab"
            id={`category-tab-${tab.id}`}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={tab.id === focusable ? 0 : -1}
            disabled={!live && tab.id !== focusable}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </Tab>
        );
      })}
    </List>
  );
}
