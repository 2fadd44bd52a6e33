import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WithdrawSummary } from './withdraw-summary';

const meta = { title: 'Pages/Withdraw/Summary', parameters: { layout: 'fullscreen' }, globals: { brand: 'all' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Category names as the app's catalogue gives them. */
const NAMES: Readonly<Record<string, string>> = { RNG: 'Slots', LOTT: 'Lottery' };

/** Three a day up to ₱100,000, the first free, then ₱15 + 0.5 % (at most ₱250), deposits wagered once; one made today. */
const day = {
  rules: { maxCountPerDay: 3, maxAmountPerDayMinor: 10_000_000, freePerDay: 1, feeFixedMinor: 1_500, feeBasisPoints: 50, feeCapMinor: 25_000, turnoverBasisPoints: 10_000 },
  today: { count: 1, amountMinor: 50_000 },
  // ₱500 deposited since the last withdrawal asks ₱500 in bets; ₱320 are counted.
  turnover: { requiredMinor: 50_000, countedMinor: 32_000, byCategory: [{ category: 'RNG', countedMinor: 30_000 }, { category: 'LOTT', countedMinor: 2_000 }] },
};

/** The balance, what is left of today's withdrawals, the bets still needed (where the counted ones went, Play more) and the fee. */
export const Ready: Story = {
  render: () => <WithdrawSummary availableMinor={123_450} lockedMinor={50_000} currencySymbol="₱" day={day} categoryLabel={(category) => NAMES[category] ?? category} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('₱1,234.50').at(0)).toBeVisible();
    await expect(canvas.getAllByTestId('withdraw-count-left').at(0)).toHaveTextContent('2 of 3');
    await expect(canvas.getAllByText('₱99,500.00').at(0)).toBeVisible();
    await expect(canvas.getAllByTestId('withdraw-turnover-left').at(0)).toHaveTextContent('₱180.00');
    await expect(canvas.getAllByRole('link', { name: 'Play more' }).at(0)).toHaveAttribute('href', '/m/gameCenter?type=RNG');
    await expect(canvas.getAllByText('Slots: ₱300.00').at(0)).toBeVisible();
  },
};

/** Nothing more to wager, no fee: the rows say so. */
export const NothingAsked: Story = {
  render: () => (
    <WithdrawSummary
      availableMinor={123_450}
      lockedMinor={0}
      currencySymbol="₱"
      day={{ ...day, rules: { ...day.rules, feeFixedMinor: 0, feeBasisPoints: 0 }, turnover: { requiredMinor: 0, countedMinor: 0, byCategory: [] } }}
    />
  ),
};

/** Loading: the rows keep their place. */
export const Loading: Story = { render: () => <WithdrawSummary availableMinor={null} lockedMinor={null} currencySymbol="₱" /> };
