import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import { STORY_BASE as BASE, StoryApp, storyBootHandlers, storyEnvelope as envelope } from '../../testing/story-app';
import { PayoutAccountsPage } from './payout-accounts-page';

/** A member with a payment password and two saved accounts, as the contract answers. */
const handlers = [
  ...storyBootHandlers(),
  http.get(`${BASE}/wps/transaction/withdraw/options`, () =>
    envelope({
      currency: 'PHP',
      currencySymbol: '₱',
      availableMinor: 123_450,
      lockedMinor: 0,
      paymentPasswordSet: true,
      payoutMethods: [{ code: 'gcash', name: 'GCash', minMinor: 10_000, maxMinor: 5_000_000, processing: '', accountNumberPattern: '^09\\d{9}$', needsBank: false }],
      banks: [{ code: 'BDO', name: 'BDO Unibank' }],
      rules: { maxCountPerDay: 3, maxAmountPerDayMinor: 10_000_000, freePerDay: 1, feeFixedMinor: 1_500, feeBasisPoints: 50, feeCapMinor: 25_000, turnoverBasisPoints: 0 },
      today: { count: 0, amountMinor: 0, resetsAt: 0 },
      turnover: { requiredMinor: 0, countedMinor: 0, byCategory: [] },
    }),
  ),
  http.get(`${BASE}/wps/transaction/withdraw/accounts`, () =>
    envelope({
      maxPerMethod: 3,
      accounts: [
        { id: 1, payoutMethod: 'gcash', bankCode: null, accountNumberMasked: '•••••••4567', accountName: 'Juan Dela Cruz', createdAt: 0 },
        { id: 2, payoutMethod: 'bank', bankCode: 'BDO', accountNumberMasked: '••••••7890', accountName: 'Juan Dela Cruz', createdAt: 0 },
      ],
    }),
  ),
];

const meta = { title: 'Pages/Payout accounts', parameters: { layout: 'fullscreen' }, globals: { brand: 'all' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two saved accounts with remove, Add, and the way to reset a forgotten payment password. */
export const Saved: Story = {
  render: () => (
    <StoryApp handlers={handlers} path="/m/member/payoutAccounts">
      <PayoutAccountsPage />
    </StoryApp>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('GCash •••••••4567', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('button', { name: 'Forgot your payment password?' }).length).toBeGreaterThan(0);
  },
};
