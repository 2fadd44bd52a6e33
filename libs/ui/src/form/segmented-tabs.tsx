import { useId, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useHydrated } from './use-hydrated';

/** One tab: its id (what onSelect receives) and its translated label. */
export interface SegmentedTab {
  readonly id: string;
  readonly label: string;
}

/** Props of SegmentedTabs. */
export interface SegmentedTabsProps {
  /** Names the tab list ('Log in with'). */
  readonly label: string;
  readonly tabs: readonly SegmentedTab[];
  readonly selected: string;
  readonly onSelect: (id: string) => void;
  /** The id of the panel the tabs switch, for aria-controls. */
  readonly panelId?: string;
}

const List = styled.div`
  display: flex;
  padding: ${({ theme }) => theme.space.xs};
  gap: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
`;

const Tab = styled.button`
  flex: 1;
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weightBold};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 1px;
  }
  &:disabled {
    cursor: default;
  }
`;

const STEP: Readonly<Record<string, number | 'first' | 'last'>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, Home: 'first', End: 'last' };

/**
 * A two-or-more way switch drawn as a pill (login by username or SMS, register by username or
 * mobile): an ARIA tab list where only the selected tab is in the Tab order and the arrow keys,
 * Home and End move and select. In a server render the other tabs wait, disabled, until the page
 * is live (useHydrated): a tap before that would be lost, leaving the player on the wrong mode.
 */
export function SegmentedTabs({ label, tabs, selected, onSelect, panelId }: SegmentedTabsProps) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const live = useHydrated();

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    if (step === undefined || tabs.length === 0) return;
    event.preventDefault();
    const current = Math.max(0, tabs.findIndex((tab) => tab.id === selected));
    const index = step === 'first' ? 0 : step === 'last' ? tabs.length - 1 : (current + step + tabs.length) % tabs.length;
    const next = tabs[index];
    if (next === undefined) return;
    onSelect(next.id);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index]?.focus();
  };

  return (
    <List ref={list} role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <Tab
            key={tab.id}
            id={`${base}-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            disabled={!live && !active}
            onClick={() => {
              if (!active) onSelect(tab.id);
            }}
          >
            {tab.label}
          </Tab>
        );
      })}
    </List>
  );
}
