import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorFallback } from './error-fallback';

const meta = {
  title: 'UI/ErrorFallback',
  component: ErrorFallback,
  parameters: { layout: 'fullscreen' },
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The error boundary caught a crash. */
export const Crash: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The page's code failed to download. */
export const ChunkFailed: Story = { args: { variant: 'chunk' } };

/** Without the way home (already on home). */
export const WithoutHome: Story = { args: { showHome: false } };
