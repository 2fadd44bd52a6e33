import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PendingDepositActions, type ReceiptControl } from './deposit-receipt';

/** A stand-in receipt: a phone screenshot's shape with a few grey lines. */
const RECEIPT = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 90 180"><rect width="90" height="180" fill-opacity="0.08"/><rect x="10" y="20" width="70" height="8" fill-opacity="0.3"/><rect x="10" y="40" width="50" height="6" fill-opacity="0.2"/><rect x="10" y="56" width="60" height="6" fill-opacity="0.2"/></svg>',
)}`;

const idle: ReceiptControl = { depositId: null, previewSrc: null, preparing: false, sending: false, problem: null, onPick: fn(), onConfirm: fn(), onCancel: fn() };
const args = { depositId: 7, receiptAt: null, reminding: false, onRemind: fn(), receipt: idle };

const meta = { title: 'Pages/Deposit/Receipt', component: PendingDepositActions, args, globals: { brand: 'all' } } satisfies Meta<typeof PendingDepositActions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A waiting deposit without a receipt: remind, or upload the receipt. */
export const Waiting: Story = {
  play: async ({ canvasElement, args: story }) => {
    const [remind] = within(canvasElement).getAllByRole('button', { name: 'Send a reminder' });
    if (remind) await userEvent.click(remind);
    await expect(story.onRemind).toHaveBeenCalled();
    await expect(within(canvasElement).getAllByRole('button', { name: 'Upload receipt' }).length).toBeGreaterThan(0);
  },
};

/** A receipt was sent: when, and a way to replace it. */
export const ReceiptSent: Story = {
  args: { receiptAt: Date.UTC(2026, 2, 10, 4, 2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/Receipt sent/).length).toBeGreaterThan(0);
    await expect(within(canvasElement).getAllByRole('button', { name: 'Replace receipt' }).length).toBeGreaterThan(0);
  },
};

/** The picked receipt, shown whole before it is sent. */
export const Preview: Story = {
  args: { receipt: { ...idle, depositId: 7, previewSrc: RECEIPT } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img', { name: 'The receipt picture you picked' }).length).toBeGreaterThan(0);
  },
};

/** The platform refused the picture: its reason in the preview, which stays open. */
export const Refused: Story = {
  args: { receipt: { ...idle, depositId: 7, previewSrc: RECEIPT, problem: 'Each image can be at most 5MB' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert').length).toBeGreaterThan(0);
  },
};
