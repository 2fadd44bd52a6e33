import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SmsCodeField } from './sms-code-field';
import { ALL_BRANDS_GLOBALS } from './story-globals';

/** A fixed instant, so that the countdown reads the same on every run. */
const NOW = Date.UTC(2024, 0, 1);

const meta = {
  title: 'Form/SmsCodeField',
  component: SmsCodeField,
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
  args: { label: 'SMS code', value: '', onChange: fn(), button: { status: 'idle' }, now: NOW, onSend: fn() },
} satisfies Meta<typeof SmsCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: get a code. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Get code' }));
    await expect(args.onSend).toHaveBeenCalled();
  },
};

/** Sending. */
export const Sending: Story = { args: { button: { status: 'sending' } } };

/** Countdown: 42 seconds left, the button disabled. */
export const Countdown: Story = {
  args: { button: { status: 'countdown', endsAt: NOW + 42_000 } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Resend in 42s' });
    await expect(button).toHaveTextContent('42s');
    await expect(button).toBeDisabled();
  },
};

/** Wrong code. */
export const Invalid: Story = { args: { value: '12', error: 'Verification code error' } };

/** Every brand, counting down. */
export const EveryBrand: Story = { globals: ALL_BRANDS_GLOBALS, args: { button: { status: 'countdown', endsAt: NOW + 42_000 } } };
