import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { BrandProviders, renderInBrand } from '../testing/render';
import { SegmentedTabs } from './segmented-tabs';

const TABS = [
  { id: 'username', label: 'Username' },
  { id: 'sms', label: 'SMS' },
];

function Controlled({ onSelect }: { onSelect: (id: string) => void }) {
  const [selected, setSelected] = useState('username');
  return (
    <SegmentedTabs
      label="Log in with"
      tabs={TABS}
      selected={selected}
      panelId="panel"
      onSelect={(id) => {
        onSelect(id);
        setSelected(id);
      }}
    />
  );
}

describe('SegmentedTabs', () => {
  it('is a named tab list whose selected tab alone is in the Tab order', () => {
    renderInBrand(<Controlled onSelect={vi.fn()} />);
    expect(screen.getByRole('tablist', { name: 'Log in with' })).toBeInTheDocument();
    const username = screen.getByRole('tab', { name: 'Username' });
    expect(username).toHaveAttribute('aria-selected', 'true');
    expect(username).toHaveAttribute('tabindex', '0');
    expect(username).toHaveAttribute('aria-controls', 'panel');
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveAttribute('tabindex', '-1');
  });

  it('selects by tap and by arrow keys, wrapping, with Home and End', async () => {
    const onSelect = vi.fn();
    renderInBrand(<Controlled onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    expect(onSelect).toHaveBeenLastCalledWith('sms');
    await userEvent.keyboard('{ArrowRight}');
    expect(onSelect).toHaveBeenLastCalledWith('username');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onSelect).toHaveBeenLastCalledWith('sms');
    await userEvent.keyboard('{Home}');
    expect(onSelect).toHaveBeenLastCalledWith('username');
    await userEvent.keyboard('{End}');
    expect(onSelect).toHaveBeenLastCalledWith('sms');
  });

  it('does not re-select the tab already selected', async () => {
    const onSelect = vi.fn();
    renderInBrand(<Controlled onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Username' }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('in a server render, holds the other tabs disabled until the page is live, the selected one enabled', async () => {
    const ui = (
      <BrandProviders>
        <Controlled onSelect={vi.fn()} />
      </BrandProviders>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(ui);
    expect(screen.getByRole('tab', { name: 'SMS' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Username' })).toBeEnabled();
    await act(async () => {
      hydrateRoot(container, ui);
    });
    expect(screen.getByRole('tab', { name: 'SMS' })).toBeEnabled();
    container.remove();
  });
});
