import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingOverlay } from './loading-overlay';

const meta = {
  title: 'UI/LoadingOverlay',
  component: LoadingOverlay,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default 'Please wait…'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Please wait…');
  },
};

/** With the caller's text. */
export const WithMessage: Story = { args: { message: 'Logging in…' } };
