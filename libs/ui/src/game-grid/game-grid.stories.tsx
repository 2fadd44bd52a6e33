import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { GameTileGame } from '../game-tile/game-tile';
import { MoreGames } from '../more-games/more-games';
import { GameGrid } from './game-grid';

// Story images stand in for the platform's generated tile art.
/* eslint-disable workspace/no-hardcoded-colors */
const icon = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="hsl(${hue} 60% 40%)"/></svg>`,
  )}`;
/* eslint-enable workspace/no-hardcoded-colors */

const games = (count: number, from = 1): GameTileGame[] =>
  Array.from({ length: count }, (_, index) => {
    const nodeId = from + index;
    return { nodeId, gameName: `Game ${nodeId}`, nodeName: '', displayName: 'PG Soft', iconUrl: icon((nodeId * 37) % 360), showIcon: nodeId % 7 === 0 ? 'NEW' : null };
  });

const meta = {
  title: 'Games/GameGrid',
  component: GameGrid,
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
  args: { games: games(9), label: 'Slots', onOpen: fn() },
} satisfies Meta<typeof GameGrid<GameTileGame>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One page of nine games; a tap opens the game. */
export const OnePage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(9);
    await userEvent.click(canvas.getByRole('button', { name: /Game 5/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ nodeId: 5 }));
  },
};

/** A member's grid: stars, one already a favourite. */
export const WithFavourites: Story = {
  args: { isFavourite: (nodeId: number) => nodeId === 2, onToggleFavourite: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remove Game 2 from favourites' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Game 3 to favourites' }));
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(expect.objectContaining({ nodeId: 3 }));
  },
};

/** Placeholder tiles of the tiles' size while the first page loads. */
export const Loading: Story = {
  args: { games: [], status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading games' })).toBeInTheDocument();
  },
};

/** An empty list. */
export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeInTheDocument();
  },
};

/** The first page failed: a retry. */
export const Failed: Story = {
  args: { games: [], status: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

const PAGES = 120;

/** A list screen in miniature: nine games per page, 'more games' appends the next page. */
function AppendingGrid() {
  const [shown, setShown] = useState(() => games(9));
  const page = shown.length / 9;
  return (
    <GameGrid
      games={shown}
      label="Slots"
      onOpen={() => undefined}
      footer={
        <MoreGames
          page={page}
          totalPages={PAGES}
          disabled={page >= PAGES}
          onMore={() => setShown((current) => [...current, ...games(9, current.length + 1)])}
        />
      }
    />
  );
}

const tilesInDom = (root: HTMLElement) => root.querySelectorAll('[data-game-tile]').length;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/**
 * Over 1,000 tiles appended with 'more games' (112 taps): past 40 rows the DOM holds only the rows
 * near the screen, at the top of the list and at its end.
 */
export const ThousandTilesStayBounded: Story = {
  render: () => <AppendingGrid />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: 'More games' });
    await userEvent.click(more);
    for (let tap = 1; tap < 112; tap += 1) {
      more.click();
      if (tap % 16 === 0) await nextFrame();
    }
    await waitFor(() => expect(canvas.getByText('113 / 120')).toBeInTheDocument());
    // Once the virtualiser's code is in, the list keeps the full height of its 339 rows, though only a few are drawn.
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Slots' }).getBoundingClientRect().height).toBeGreaterThan(339 * 80));
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '1017');
    const atTop = tilesInDom(canvasElement);
    await expect(atTop).toBeGreaterThan(0);
    await expect(atTop).toBeLessThan(120);
    more.scrollIntoView({ block: 'end' });
    await waitFor(() => expect(canvas.getByRole('button', { name: /Game 1017/ })).toBeInTheDocument());
    const atEnd = tilesInDom(canvasElement);
    await expect(atEnd).toBeGreaterThan(0);
    await expect(atEnd).toBeLessThan(120);
    await expect(canvas.queryByRole('button', { name: /^Game 1 / })).not.toBeInTheDocument();
    window.scrollTo(0, 0);
  },
};
