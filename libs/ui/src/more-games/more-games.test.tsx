import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { MoreGames } from './more-games';

describe('MoreGames', () => {
  it("shows 'current / total', says it in words and appends on a tap", async () => {
    const onMore = vi.fn();
    renderInBrand(<MoreGames page={2} totalPages={5} disabled={false} onMore={onMore} />);
    expect(screen.getByTestId('page-indicator')).toHaveTextContent('2 / 5');
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More games' }));
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('is disabled on the last page', async () => {
    const onMore = vi.fn();
    renderInBrand(<MoreGames page={3} totalPages={3} disabled onMore={onMore} />);
    const button = screen.getByRole('button', { name: 'More games' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onMore).not.toHaveBeenCalled();
  });

  it('ignores taps while the next page loads and offers a retry after a failure', async () => {
    const onMore = vi.fn();
    const { rerender } = renderInBrand(<MoreGames page={1} totalPages={3} disabled={false} loading onMore={onMore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Loading…' }));
    expect(onMore).not.toHaveBeenCalled();
    rerender(<MoreGames page={1} totalPages={3} disabled={false} failed onMore={onMore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Could not load more games. Try again' }));
    expect(onMore).toHaveBeenCalledTimes(1);
  });
});
