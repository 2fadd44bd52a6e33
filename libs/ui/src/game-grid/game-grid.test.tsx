import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GameTileGame } from '../game-tile/game-tile';
import { MoreGames } from '../more-games/more-games';
import { renderInBrand } from '../testing/render';
import { GameGrid, gameGridRowHeight } from './game-grid';

const games = (count: number, from = 1): GameTileGame[] =>
  Array.from({ length: count }, (_, index) => ({
    nodeId: from + index,
    gameName: `Game ${from + index}`,
    nodeName: '',
    displayName: 'PG Soft',
    iconUrl: '/tile.svg',
    showIcon: null,
  }));

const tileCount = (container: HTMLElement) => container.querySelectorAll('[data-game-tile]').length;

describe('GameGrid', () => {
  it('shows the games three to a row and opens a tapped game with its record', async () => {
    const onOpen = vi.fn();
    const list = games(5);
    const { container } = renderInBrand(<GameGrid games={list} label="Slots" onOpen={onOpen} />);
    expect(screen.getByRole('list', { name: 'Slots' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(container.querySelectorAll('[data-index]')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /Game 4/ }));
    expect(onOpen).toHaveBeenCalledWith(list[3]);
  });

  it('shows stars only with a favourite rule and a toggle, and passes the game on a star tap', async () => {
    const onToggle = vi.fn();
    const list = games(3);
    const { rerender } = renderInBrand(<GameGrid games={list} label="Slots" onOpen={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /favourites/ })).not.toBeInTheDocument();
    rerender(<GameGrid games={list} label="Slots" onOpen={vi.fn()} isFavourite={(id) => id === 2} onToggleFavourite={onToggle} />);
    expect(screen.getByRole('button', { name: 'Remove Game 2 from favourites' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Add Game 3 to favourites' }));
    expect(onToggle).toHaveBeenCalledWith(list[2]);
  });

  it('loads the first row eagerly and the rest lazily, with players online where given', () => {
    const { container } = renderInBrand(
      <GameGrid games={games(6)} label="Slots" onOpen={vi.fn()} playersOnlineOf={(game) => (game.nodeId === 1 ? 777 : null)} />,
    );
    const loading = [...container.querySelectorAll('img')].map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy']);
    expect(screen.getByText('777 playing')).toBeInTheDocument();
  });

  it("shows placeholder tiles while loading, 'No data' when empty and a retry after a failure", async () => {
    const onRetry = vi.fn();
    const { rerender } = renderInBrand(<GameGrid games={[]} status="loading" label="Slots" onOpen={vi.fn()} />);
    expect(screen.getByRole('status', { name: 'Loading games' })).toBeInTheDocument();
    rerender(<GameGrid games={[]} label="Slots" onOpen={vi.fn()} />);
    expect(screen.getByText('No data')).toBeInTheDocument();
    rerender(<GameGrid games={[]} status="error" label="Slots" onOpen={vi.fn()} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The games could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('keeps the tiles already shown while a reload is on its way', () => {
    renderInBrand(<GameGrid games={games(3)} status="loading" label="Slots" onOpen={vi.fn()} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('keeps the number of tiles in the DOM bounded while 1,008 tiles are appended', { timeout: 15_000 }, async () => {
    let list: GameTileGame[] = [];
    const { container, rerender } = renderInBrand(<GameGrid games={list} label="Slots" onOpen={vi.fn()} />);
    for (let page = 0; page < 112; page += 1) {
      list = [...list, ...games(9, page * 9 + 1)];
      rerender(<GameGrid games={list} label="Slots" onOpen={vi.fn()} />);
      // Past 40 rows the virtualiser takes over once its code is in (asked at 20 rows); until then the first 40 rows stay.
      if (page === 14) await waitFor(() => expect(screen.getByRole('list').style.height).not.toBe(''));
    }
    expect(list).toHaveLength(1008);
    expect(tileCount(container)).toBeGreaterThan(0);
    expect(tileCount(container)).toBeLessThan(60);
    expect(screen.getByRole('list').style.height).toBe(`${336 * gameGridRowHeight(0, 3)}px`);
  });

  it('renders the footer under the tiles', async () => {
    const onMore = vi.fn();
    renderInBrand(
      <GameGrid games={games(9)} label="Slots" onOpen={vi.fn()} footer={<MoreGames page={1} totalPages={3} disabled={false} onMore={onMore} />} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'More games' }));
    expect(onMore).toHaveBeenCalled();
  });
});

describe('gameGridRowHeight', () => {
  it('sizes a row from the square tiles of its width, with a phone width before it is measured', () => {
    expect(gameGridRowHeight(368, 3)).toBe(Math.ceil(352 / 3 + 54));
    expect(gameGridRowHeight(0, 3)).toBe(gameGridRowHeight(360, 3));
  });
});
