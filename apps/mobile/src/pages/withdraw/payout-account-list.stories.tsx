import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PayoutAccountList, type PayoutAccountListProps } from './payout-account-list';
import { WithdrawSummary } from './withdraw-summary';

const gcash = { id: 1, payoutMethod: 'gcash', bankCode: null, accountNumberMasked: '•••••••4567', accountName: 'Juan Dela Cruz', createdAt: 0 } as const;
const bank = { id: 2, payoutMethod: 'bank', bankCode: 'BDO', accountNumberMasked: '••••••7890', accountName: 'Juan Dela Cruz', createdAt: 0 } as const;

const args: PayoutAccountListProps = {
  status: 'ready',
  accounts: [gcash, bank],
  maxPerMethod: 3,
  bankNames: { BDO: 'BDO Unibank' },
  removing: null,
  canAdd: true,
  onAdd: fn(),
  onRemove: fn(),
  onRetry: fn(),
};

const meta = { title: 'Pages/Withdraw/Payout accounts', parameters: { layout: 'fullscreen' }, globals: { brand: 'all' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three a day up to ₱100,000, the first free, then ₱15 + 0.5 % (at most ₱250), deposits wagered once; one made today. */
const day = {
  rules: { maxCountPerDay: 3, maxAmountPerDayMinor: 10_000_000, freePerDay: 1, feeFixedMinor: 1_500, feeBasisPoints: 50, feeCapMinor: 25_000, turnoverBasisPoints: 10_000 },
  today: { count: 1, amountMinor: 50_000 },
  // ₱500 deposited since the last withdrawal asks ₱500 in bets; ₱320 are counted.
  turnover: { requiredMinor: 50_000, countedMinor: 32_000, byCategory: [{ category: 'RNG', countedMinor: 30_000 }, { category: 'LOTT', countedMinor: 2_000 }] },
};

/** The balance summary (with what is left of today's withdrawals and the fee) over two saved accounts, each with its remove button. */
export const Saved: Story = {
  render: () => (
    <>
      <WithdrawSummary availableMinor={123_450} lockedMinor={50_000} currencySymbol="₱" day={day} />
      <PayoutAccountList {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Remove BDO Unibank ••••••7890' }).at(0)).toBeEnabled();
    await expect(canvas.getAllByText('₱1,234.50').at(0)).toBeVisible();
    await expect(canvas.getAllByTestId('withdraw-count-left').at(0)).toHaveTextContent('2 of 3');
    await expect(canvas.getAllByText('₱99,500.00').at(0)).toBeVisible();
    await expect(canvas.getAllByTestId('withdraw-turnover-left').at(0)).toHaveTextContent('₱180.00');
    await expect(canvas.getAllByRole('link', { name: 'Play more' }).at(0)).toHaveAttribute('href', '/m/gameCenter?type=RNG');
  },
};

/** Nothing saved yet. */
export const Empty: Story = { render: () => <PayoutAccountList {...args} accounts={[]} /> };

/** Loading: the amounts and the list keep their place. */
export const Loading: Story = {
  render: () => (
    <>
      <WithdrawSummary availableMinor={null} lockedMinor={null} currencySymbol="₱" />
      <PayoutAccountList {...args} status="loading" accounts={[]} />
    </>
  ),
};

/** One account being removed: every remove button waits. */
export const Removing: Story = { render: () => <PayoutAccountList {...args} removing={1} /> };

/** Every method full: Add is disabled. */
export const Full: Story = { render: () => <PayoutAccountList {...args} canAdd={false} maxPerMethod={1} /> };

/** The list failed: why, and Try again. */
export const Failed: Story = {
  render: () => <PayoutAccountList {...args} status="failed" accounts={[]} failureReason="No connection. Check your mobile data or Wi-Fi." />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Try again' }).at(0)).toBeEnabled();
  },
};
