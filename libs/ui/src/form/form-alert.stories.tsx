import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormAlert } from './form-alert';
import { ALL_BRANDS_GLOBALS } from './story-globals';

const meta = {
  title: 'Form/FormAlert',
  component: FormAlert,
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
  args: { tone: 'error', children: 'The username or password is incorrect' },
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A refusal. */
export const Error: Story = {};

/** A network error with its retry. */
export const NetworkError: Story = {
  args: { children: 'No connection. Check your network and try again.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Success. */
export const Success: Story = { args: { tone: 'success', children: 'Sent successfully' } };

/** Every brand. */
export const EveryBrand: Story = { globals: ALL_BRANDS_GLOBALS, args: { onRetry: fn() } };
