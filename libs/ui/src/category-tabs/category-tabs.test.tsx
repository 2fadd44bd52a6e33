import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { CategoryTabs, type CategoryTab } from './category-tabs';

const tabs: CategoryTab[] = [
  { id: 'ALL', label: 'All games' },
  { id: 'RNG', label: 'Slots' },
  { id: 'LIVE', label: 'Live casino' },
];

function Harness({ onSelect }: { onSelect: (id: string) => void }) {
  const [selected, setSelected] = useState('ALL');
  return (
    <CategoryTabs
      tabs={tabs}
      selected={selected}
      label="Game categories"
      panelId="panel"
      onSelect={(id) => {
        setSelected(id);
        onSelect(id);
      }}
    />
  );
}

describe('CategoryTabs', () => {
  it('is a named tab list with the selected tab marked and the only one in the tab order', () => {
    renderInBrand(<CategoryTabs tabs={tabs} selected="RNG" label="Game categories" onSelect={vi.fn()} />);
    expect(screen.getByRole('tablist', { name: 'Game categories' })).toBeInTheDocument();
    const slots = screen.getByRole('tab', { name: 'Slots' });
    expect(slots).toHaveAttribute('aria-selected', 'true');
    expect(slots).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'All games' })).toHaveAttribute('tabindex', '-1');
  });

  it('selects a tapped tab', async () => {
    const onSelect = vi.fn();
    renderInBrand(<Harness onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Live casino' }));
    expect(onSelect).toHaveBeenCalledWith('LIVE');
    expect(screen.getByRole('tab', { name: 'Live casino' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves focus and selection with the arrow keys, wrapping, and with Home and End', async () => {
    const onSelect = vi.fn();
    renderInBrand(<Harness onSelect={onSelect} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'All games' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Live casino' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All games' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(onSelect).toHaveBeenLastCalledWith('LIVE');
    await userEvent.keyboard('a');
    expect(onSelect).toHaveBeenCalledTimes(5);
  });

  it('scrolls the selected tab into view', () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    const { rerender } = renderInBrand(<CategoryTabs tabs={tabs} selected="ALL" label="Game categories" onSelect={vi.fn()} />);
    rerender(<CategoryTabs tabs={tabs} selected="LIVE" label="Game categories" onSelect={vi.fn()} />);
    expect(scroll).toHaveBeenLastCalledWith({ block: 'nearest', inline: 'center' });
    expect(scroll.mock.contexts.at(-1)).toBe(screen.getByRole('tab', { name: 'Live casino' }));
  });

  it('keeps the first tab reachable when the selected one is not among the tabs', () => {
    renderInBrand(<CategoryTabs tabs={tabs} selected="FISH" label="Game categories" onSelect={vi.fn()} />);
    expect(screen.getByRole('tab', { name: 'All games' })).toHaveAttribute('tabindex', '0');
  });
});
