import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { GameTileGame } from '../game-tile/game-tile';
import { GameRow, GameRowSkeleton } from './game-row';

// Story images stand in for the platform's generated tile art.
/* eslint-disable workspace/no-hardcoded-colors */
const icon = (label: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="hsl(${hue} 60% 35%)"/><text x="100" y="108" font-size="20" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`,
  )}`;
/* eslint-enable workspace/no-hardcoded-colors */

const games: GameTileGame[] = Array.from({ length: 9 }, (_, i) => ({
  nodeId: 100 + i,
  gameName: `Lucky Reels ${i + 1}`,
  nodeName: '',
  displayName: i % 2 ? 'JILI' : 'PG Soft',
  iconUrl: icon(`Reels ${i + 1}`, i * 40),
  showIcon: i === 0 ? 'NEW' : null,
}));

const meta = {
  title: 'Home/GameRow',
  component: GameRow,
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
  args: { title: 'Slots', viewAllTo: '/gameCenter?type=RNG', games, onOpen: fn(), playersOnline: (game: GameTileGame) => 500 + game.nodeId },
} satisfies Meta<typeof GameRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A slots row: three tiles per view, swipe for more, 'view all' to the game centre. */
export const Slots: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'View all Slots' })).toHaveAttribute('href', '/m/gameCenter?type=RNG');
    await userEvent.click(canvas.getByRole('button', { name: /Lucky Reels 1\b/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(100);
  },
};

/** The row scrolls natively and settles on the next group of three tiles after a partial swipe. */
export const SnapsToGroupsOfThree: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    const scroller = items[0]?.closest('ul')?.parentElement;
    if (!scroller) throw new Error('no row scroller');
    const itemWidth = items[0]?.getBoundingClientRect().width ?? 0;
    // Three tiles share the row's width.
    await expect(Math.round(scroller.clientWidth / itemWidth)).toBe(3);
    scroller.scrollTo({ left: scroller.clientWidth * 0.8, behavior: 'instant' });
    const fourth = items[3];
    if (!fourth) throw new Error('no fourth tile');
    await waitFor(() => expect(Math.abs(fourth.getBoundingClientRect().left - scroller.getBoundingClientRect().left)).toBeLessThan(2));
  },
};

/** A live row: the vendor under each tile instead of players online. */
export const Live: Story = {
  args: { title: 'Live Casino', viewAllTo: '/gameCenter?type=LIVE', games: games.slice(0, 4), playersOnline: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** While the row loads: the header and three boxes of the tiles' size. */
export const Loading: Story = {
  render: (args) => <GameRowSkeleton title={args.title} viewAllTo={args.viewAllTo} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Slots' })).toHaveAttribute('aria-busy', 'true');
  },
};
