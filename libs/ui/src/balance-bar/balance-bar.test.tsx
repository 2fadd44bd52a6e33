import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { BalanceBar, type BalanceBarProps } from './balance-bar';

function renderBar(props: Partial<BalanceBarProps> = {}) {
  const handlers = { onToggleHidden: vi.fn(), onRefresh: vi.fn() };
  renderInBrand(
    <BalanceBar balance="₱1,234.50" hidden={false} refreshing={false} {...handlers} {...props} />,
  );
  return handlers;
}

describe('BalanceBar', () => {
  it('shows the balance under its heading', () => {
    renderBar();
    expect(screen.getByRole('region', { name: 'Balance' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('₱1,234.50');
  });

  it('masks and unmasks through a pressed toggle', async () => {
    const { onToggleHidden } = renderBar({ balance: '***', hidden: true });
    const toggle = screen.getByRole('button', { name: 'Show balance' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(onToggleHidden).toHaveBeenCalledOnce();
  });

  it('refreshes on demand and cannot be pressed again while refreshing', async () => {
    const { onRefresh } = renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(onRefresh).toHaveBeenCalledOnce();
    renderBar({ refreshing: true });
    expect(screen.getAllByRole('button', { name: 'Refresh balance' })[1]).toBeDisabled();
  });
});
