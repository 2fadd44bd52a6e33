import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PayoutAccountList, type PayoutAccountListProps } from './payout-account-list';

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

const meta = { title: 'Wallet/Payout accounts', parameters: { layout: 'fullscreen' }, globals: { brand: 'all' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two saved accounts, each with its remove button. */
export const Saved: Story = {
  render: () => <PayoutAccountList {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Remove BDO Unibank ••••••7890' }).at(0)).toBeEnabled();
  },
};

/** Nothing saved yet. */
export const Empty: Story = { render: () => <PayoutAccountList {...args} accounts={[]} /> };

/** Loading: the list keeps its place. */
export const Loading: Story = { render: () => <PayoutAccountList {...args} status="loading" accounts={[]} /> };

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
