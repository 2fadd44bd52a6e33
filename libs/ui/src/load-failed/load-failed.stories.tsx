import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ALL_BRANDS_GLOBALS } from '../form/story-globals';
import { LoadFailed } from './load-failed';

const meta = {
  title: 'UI/LoadFailed',
  component: LoadFailed,
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
  args: { title: 'The registration form could not be loaded.', onRetry: fn() },
} satisfies Meta<typeof LoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen's content failed (the platform answered 500): what failed, why, and Try again. */
export const Screen: Story = {
  args: { reason: 'Something went wrong on our side. Please try again' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Offline: the reason names the connection. */
export const Offline: Story = { args: { reason: 'No connection. Check your mobile data or Wi-Fi and try again' } };

/** One section among others (a home row): one line, announced politely. */
export const Section: Story = { args: { size: 'section', title: 'Biggest wins could not be loaded.' } };

/** Every brand. */
export const EveryBrand: Story = { globals: ALL_BRANDS_GLOBALS, args: { reason: 'The connection is slow. Please try again' } };
