import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GameView } from './game-view';

/** A stand-in game page (no network): a data address the frame loads at once. */
const demoGame = `data:text/html,${encodeURIComponent(
  '<!doctype html><title>Demo</title><body style="margin:0;display:grid;place-items:center;height:100vh;font:20px sans-serif">Spin!</body>',
)}`;

const meta = {
  title: 'UI/GameView',
  component: GameView,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Lucky Seven', url: demoGame, onClose: fn() },
} satisfies Meta<typeof GameView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A game playing full screen: the loading status goes once the page loads; the corner button closes. */
export const Playing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('dialog', { name: 'Lucky Seven' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Close game' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A long game name is cut short in the bar; the close control keeps its place. */
export const LongTitle: Story = {
  args: { title: 'Fortune Dragon Megaways Deluxe Edition of the Lucky Seven Jackpot' },
};

/**
 * The page has not loaded in time (here a timeout of 0 ms, so the offer shows before the page
 * answers): the player may open it in a new window or go back.
 */
export const CannotOpen: Story = {
  // Not run as a test: in a real browser the frame's own load can beat a 0 ms timeout, which made it
  // flaky; game-view.test.tsx covers the offer with fake timers (at exactly 12 s, and a late load).
  tags: ['!test'],
  args: { url: '/game-view-demo/slot?ticket=demo', timeoutMs: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await waitFor(() => {
      expect(canvas.getByRole('alert')).toHaveTextContent('This game cannot open here');
      expect(canvas.getByRole('link', { name: 'Open in a new window' })).toHaveAttribute('target', '_blank');
      expect(canvas.getByRole('button', { name: 'Back to the app' })).toBeInTheDocument();
    });
  },
};
