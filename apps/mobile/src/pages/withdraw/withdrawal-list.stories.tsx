import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { WithdrawalList, type WithdrawalListProps } from './withdrawal-list';
import { WITHDRAW_MESSAGES } from '../../payout/withdraw-messages';

const base = { currency: 'PHP', bankCode: null, accountName: 'Juan Dela Cruz', createdAt: Date.UTC(2026, 10, 27, 4, 30), settledAt: null } as const;
const pending = { ...base, id: 7, status: 'pending', amountMinor: 20_000, feeMinor: 0, payoutMethod: 'gcash', accountNumberMasked: '•••••••4567' } as const;
const paid = { ...base, id: 6, status: 'paid', amountMinor: 150_000, feeMinor: 2_250, payoutMethod: 'bank', bankCode: 'BDO', accountNumberMasked: '••••••7890', settledAt: 1 } as const;
const cancelled = { ...base, id: 5, status: 'cancelled', amountMinor: 50_000, feeMinor: 0, payoutMethod: 'maya', accountNumberMasked: '•••••••2222', settledAt: 1 } as const;

const args: WithdrawalListProps = {
  title: WITHDRAW_MESSAGES.pending,
  empty: WITHDRAW_MESSAGES.pendingNone,
  status: 'ready',
  items: [pending],
  currencySymbol: '₱',
  bankNames: { BDO: 'BDO Unibank' },
  onCancel: fn(),
  cancelling: null,
  onRetry: fn(),
};

const meta = { title: 'Pages/Withdraw/Withdrawals', parameters: { layout: 'fullscreen' }, globals: { brand: 'all' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A pending withdrawal with its Cancel. */
export const Pending: Story = {
  render: () => <WithdrawalList {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Cancel withdrawal ₱200.00' }).at(0)).toBeEnabled();
  },
};

/** Being cancelled. */
export const Cancelling: Story = { render: () => <WithdrawalList {...args} cancelling={7} /> };

/** The record of past withdrawals: paid out and cancelled, no buttons. */
export const Record: Story = {
  render: () => <WithdrawalList {...args} title={WITHDRAW_MESSAGES.record} empty={WITHDRAW_MESSAGES.recordNone} items={[paid, cancelled]} onCancel={undefined} />,
};

/** Nothing pending. */
export const Empty: Story = { render: () => <WithdrawalList {...args} items={[]} /> };

/** Loading. */
export const Loading: Story = { render: () => <WithdrawalList {...args} status="loading" items={[]} /> };

/** Failed, with Try again. */
export const Failed: Story = { render: () => <WithdrawalList {...args} status="failed" items={[]} failureReason="No connection. Check your mobile data or Wi-Fi." /> };
