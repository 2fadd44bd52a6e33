import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { GameTile, type GameTileGame } from './game-tile';

const game: GameTileGame = { nodeId: 42, gameName: 'Fortune Ox', nodeName: 'PG lobby', displayName: 'PG Soft', iconUrl: '/cdn/ox.svg', showIcon: null };

describe('GameTile', () => {
  it('opens the game by its node id and shows its name and vendor', async () => {
    const onOpen = vi.fn();
    renderInBrand(<GameTile game={game} styleIndex={3} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: /Fortune Ox/ }));
    expect(onOpen).toHaveBeenCalledWith(42);
    expect(screen.getByText('PG Soft')).toBeInTheDocument();
  });

  it('falls back to the node name, and shows players online instead of the vendor for RNG', () => {
    renderInBrand(<GameTile game={{ ...game, gameName: '' }} styleIndex={1} playersOnline={1234} onOpen={vi.fn()} />);
    expect(screen.getByText('PG lobby')).toBeInTheDocument();
    expect(screen.getByText('1,234 playing')).toBeInTheDocument();
    expect(screen.queryByText('PG Soft')).not.toBeInTheDocument();
  });

  it('reserves the image size (no layout shift) and loads lazily unless above the fold', () => {
    const { container, rerender } = renderInBrand(<GameTile game={game} styleIndex={1} onOpen={vi.fn()} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('width', '200');
    expect(image).toHaveAttribute('height', '200');
    expect(image).toHaveAttribute('loading', 'lazy');
    rerender(<GameTile game={game} styleIndex={1} onOpen={vi.fn()} eager />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('toggles the favourite star with a name that says what it does', async () => {
    const onToggle = vi.fn();
    renderInBrand(<GameTile game={{ ...game, showIcon: 'NEW' }} styleIndex={2} favourite onOpen={vi.fn()} onToggleFavourite={onToggle} />);
    expect(screen.getByText('New')).toBeInTheDocument();
    const star = screen.getByRole('button', { name: 'Remove Fortune Ox from favourites' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    expect(onToggle).toHaveBeenCalledWith(42);
  });

  it('has no star where favourites do not apply', () => {
    renderInBrand(<GameTile game={game} styleIndex={2} onOpen={vi.fn()} onToggleFavourite={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /favourites/ })).not.toBeInTheDocument();
  });
});
