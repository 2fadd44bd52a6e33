import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GameTile } from './game-tile';

// Story images stand in for the platform's generated tile art (a gradient and the game's name).
/* eslint-disable workspace/no-hardcoded-colors */
const icon = (label: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue + 60} 70% 25%)"/></linearGradient></defs><rect width="200" height="200" fill="url(#g)"/><text x="100" y="108" font-size="20" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`,
  )}`;
/* eslint-enable workspace/no-hardcoded-colors */

const meta = {
  title: 'Games/GameTile',
  component: GameTile,
  decorators: [(Story) => <div style={{ width: '7.5rem' }}>{Story()}</div>],
  args: {
    game: { nodeId: 42, gameName: 'Fortune Ox', nodeName: 'PG lobby', displayName: 'PG Soft', iconUrl: icon('Fortune Ox', 20), showIcon: null },
    styleIndex: 3,
    onOpen: fn(),
  },
} satisfies Meta<typeof GameTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A game as guests see it: no star. */
export const Guest: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Fortune Ox/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(42);
  },
};

/** An RNG game with its players online, a NEW badge and the star of a member. */
export const MemberRng: Story = {
  args: {
    game: { nodeId: 7, gameName: 'Mahjong Ways 2', nodeName: '', displayName: 'PG Soft', iconUrl: icon('Mahjong', 140), showIcon: 'NEW' },
    playersOnline: 1288,
    favourite: false,
    onToggleFavourite: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1,288 playing')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Mahjong Ways 2 to favourites' }));
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(7);
  },
};

/** A favourite with a long name that must not push the layout. */
export const FavouriteLongName: Story = {
  args: {
    game: { nodeId: 9, gameName: 'Treasures of Aztec Deluxe Megaways Edition', nodeName: '', displayName: 'Jili', iconUrl: icon('Aztec', 260), showIcon: null },
    favourite: true,
    onToggleFavourite: fn(),
  },
};
