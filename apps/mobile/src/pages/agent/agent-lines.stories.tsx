import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { commissionStatement, contractRequest } from '../../testing/agent-fixtures';
import { CommissionLine } from './commission-line';
import { ContractRequestLine } from './contract-request-line';
import { RejectDialog } from './reject-dialog';
import { TransferForm } from './transfer-form';

const format = {
  money: (amountMinor: number) => `₱${(amountMinor / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`,
  dateTime: (at: number) => new Date(at).toISOString().slice(0, 16).replace('T', ' '),
};

const meta = { title: 'Pages/Agent centre/Parts', globals: { brand: 'all' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A dividend statement in a period the team won: nothing paid, and why. */
export const DividendNotPaid: Story = {
  render: () => <CommissionLine statement={commissionStatement({ kind: 'dividend', outcome: 'no_net_loss', amountMinor: 0, basisMinor: 0, terms: { ratePercent: 20, minTurnoverMinor: 1, minActiveMembers: 1, period: 'half_monthly' } })} format={format} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('The team did not lose in this period: a dividend is paid on net loss only').length).toBeGreaterThan(0);
  },
};

/** A statement under the contract's minimum turnover. */
export const BelowTurnover: Story = {
  render: () => <CommissionLine statement={commissionStatement({ outcome: 'below_turnover', amountMinor: 0, base: { turnoverMinor: 1_000_000, payoutMinor: 900_000, netLossMinor: 100_000, activeMembers: 5 } })} format={format} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('The team’s turnover ₱10,000.00 did not reach the minimum ₱30,000.00').length).toBeGreaterThan(0);
  },
};

/** A request waiting for the agent: Accept and Reject. */
export const PendingRequest: Story = {
  render: () => <ContractRequestLine request={contractRequest()} side="received" format={format} answering={null} error={null} onAccept={fn()} onReject={fn()} />,
};

/** A contract the agent offered a sub-agent, rejected with a reason. */
export const OfferedRejected: Story = {
  render: () => (
    <ContractRequestLine
      request={contractRequest({ toUsername: 'rico.agent', status: 'rejected', reason: 'Rate too low', respondedAt: 1 })}
      side="offered"
      format={format}
      answering={null}
      error={null}
      onAccept={fn()}
      onReject={fn()}
    />
  ),
};

/** The rejection dialog with a reason too long. */
export const RejectWithReason: Story = {
  render: () => (
    <RejectDialog rejection={{ requestId: 3, reason: 'x'.repeat(201), problem: 'agent.contract.reasonTooLong' }} problemText={() => 'Write at most 200 characters'} onReason={fn()} onConfirm={fn()} onCancel={fn()} />
  ),
};

/** The transfer form with an amount refused and the platform's refusal above the button. */
export const TransferRefused: Story = {
  render: () => (
    <TransferForm
      member="juan8888"
      amount="0.5"
      paymentPassword=""
      limits={{ min: '₱1.00', max: '₱50,000.00', balance: '₱100,000.00' }}
      errors={{ amount: 'Transfer at least ₱1.00' }}
      pending={false}
      alert={{ tone: 'error', messageId: 'error.paymentPassword', retry: false }}
      text={() => 'Wrong payment password'}
      onChange={fn()}
      onSubmit={fn()}
      onRetry={fn()}
    />
  ),
};
