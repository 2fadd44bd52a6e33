import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WinnersBoard, type WinnerItem } from './winners-board';

// Story icons stand in for the platform's generated game icons.
/* eslint-disable workspace/no-hardcoded-colors */
const icon = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 44 44"><rect width="44" height="44" fill="hsl(${hue} 60% 40%)"/></svg>`)}`;
/* eslint-enable workspace/no-hardcoded-colors */

const names = ['ju***an', 'ma***ia', 'd***o', 'ra***el', 'jo***ph', 'an***ne'];
const winners: WinnerItem[] = Array.from({ length: 20 }, (_, i) => ({
  customerName: names[i % names.length] ?? 'x***y',
  gameName: ['Fortune Ox', 'Super Ace', 'Ultra Draw 6/58', 'Fishing God'][i % 4] ?? 'Game',
  iconUrl: icon(i * 18),
  winAmountMinor: 1_250_000 - i * 41_000,
  currency: 'PHP',
}));

const meta = {
  title: 'Home/WinnersBoard',
  component: WinnersBoard,
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
  args: { winners },
} satisfies Meta<typeof WinnersBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twenty winners: three rows in view, scrolling by themselves. */
export const Twenty: Story = {
  play: async ({ canvasElement }) => {
    const board = within(canvasElement).getByRole('region', { name: 'Biggest wins' });
    await expect(within(board).getAllByRole('listitem')).toHaveLength(20);
    await expect(within(board).getAllByRole('listitem')[0]).toHaveTextContent('won ₱12,500.00');
  },
};

/** Three winners: all in view, still. */
export const Three: Story = {
  args: { winners: winners.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
