import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { WalletRebate } from '@gp/api-client';
import { useRecordText } from '../../records/use-record-text';
import { RebateLine, type RebateLineProps } from './rebate-line';

const REBATE: WalletRebate = { id: 7, date: '2026-01-03', category: 'LIVE', turnoverMinor: 1_234_500, ratePercent: 0.5, amountMinor: 6172, status: 'claimable', claimedAt: null };

/** The line with the records' formatters of the story's language. */
function Line(props: Omit<RebateLineProps, 'format' | 'currency'>) {
  return <RebateLine {...props} currency="PHP" format={useRecordText()} />;
}

const meta = {
  title: 'Pages/Rebates/Rebate line',
  component: Line,
  globals: { brand: 'all' },
  args: { rebate: REBATE, claiming: false, claimError: null, onClaim: fn() },
} satisfies Meta<typeof Line>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A rebate to claim. */
export const Claimable: Story = {
  play: async ({ canvasElement, args }) => {
    const [claim] = within(canvasElement).getAllByRole('button', { name: 'Claim ₱61.72 of 2026-01-03' });
    if (!claim) throw new Error('no claim button');
    await userEvent.click(claim);
    await expect(args.onClaim).toHaveBeenCalledWith(7);
  },
};

/** Its claim on the way. */
export const Claiming: Story = { args: { claiming: true } };

/** Already credited. */
export const Claimed: Story = { args: { rebate: { ...REBATE, status: 'claimed', claimedAt: 1 } } };

/** The claim failed: the reason shows. */
export const ClaimFailed: Story = { args: { claimError: 'NETWORK' } };
