import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { groupDepositMethods } from '@gp/domain';
import type { Deposit, DepositMethod } from '@gp/api-client';
import { QR_INSTRUCTIONS_FIXTURE, TRANSFER_INSTRUCTIONS_FIXTURE, depositFixture, depositMethodFixture } from '@gp/stores/testing';
import { DepositAmount } from './deposit-amount';
import { DepositMethods } from './deposit-methods';
import { DepositPayment } from './deposit-payment';
import { DepositRecord } from './deposit-record';

const LOGO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 64"><rect width="160" height="64" rx="14" fill-opacity="0.3"/></svg>')}`;

const method = (code: string, name: string, extra: Partial<DepositMethod> = {}) => depositMethodFixture(code, name, { logoUrl: LOGO, ...extra });

const METHODS = [
  method('GCASH', 'GCash'),
  method('GRABPAY', 'GrabPay', { feePercent: 1.5, maxMinor: 3_000_000 }),
  method('BDO', 'BDO Unibank', { kind: 'bank', minMinor: 50_000, processing: 'Within 15 minutes via InstaPay' }),
  method('UNIONBANK', 'UnionBank', { kind: 'bank', serviceHours: { opensAt: '06:00', closesAt: '22:00' }, unavailable: 'outOfHours' }),
  method('METROBANK', 'Metrobank', { kind: 'bank', enabled: false, unavailable: 'off', processing: 'Bank maintenance' }),
  method('CLIQQ', '7-Eleven CLIQQ', { kind: 'otc', feePercent: 1.5, processing: 'Pay at any 7-Eleven store within 24 hours' }),
];

const DEPOSIT: Deposit = depositFixture({}, Date.UTC(2026, 2, 10, 4));

const meta = { title: 'Pages/Deposit', parameters: { layout: 'fullscreen' }, globals: { brand: 'all' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The methods, last used first; one out of hours and one switched off, greyed with their reasons. */
export const Methods: Story = {
  render: () => <DepositMethods groups={groupDepositMethods(METHODS, 'GRABPAY')} selectedCode="GRABPAY" currencySymbol="₱" onSelect={fn()} />,
  play: async ({ canvasElement }) => {
    const [metrobank] = within(canvasElement).getAllByRole('radio', { name: /Metrobank/ });
    await expect(metrobank).toBeDisabled();
  },
};

const amountArgs = {
  amountText: '2000',
  range: { minMinor: 10_000, maxMinor: 3_000_000 },
  firstDepositMinMinor: null,
  presets: [10_000, 30_000, 50_000, 100_000, 300_000, 500_000, 1_000_000],
  feeMinor: 3_000,
  amountMinor: 200_000,
  currencySymbol: '₱',
  error: null,
  pending: false,
  alert: null,
  text: (id: string) => id,
  onChange: fn(),
  onPreset: fn(),
  onConfirm: fn(),
  onRetry: fn(),
};

/** A valid amount: the fee and the total show before confirming. */
export const Amount: Story = { render: () => <DepositAmount {...amountArgs} /> };

/** A first deposit under the first-deposit minimum. */
export const AmountFirstDeposit: Story = {
  render: () => (
    <DepositAmount {...amountArgs} amountText="200" amountMinor={null} feeMinor={null} firstDepositMinMinor={30_000} error="The amount is below the minimum of this method" />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert').length).toBeGreaterThan(0);
  },
};

const paymentArgs = {
  deposit: DEPOSIT,
  methodName: 'GrabPay',
  currencySymbol: '₱',
  countdown: '29:41',
  paymentUrl: '/sandbox/pay/7?token=abc',
  canRenewLink: true,
  pending: false,
  onNewLink: fn(),
  onNewDeposit: fn(),
  onCopy: fn(),
};

/** The payment step in the new deposit-detail layout (`dep_func` '1'). */
export const PaymentNew: Story = {
  render: () => <DepositPayment {...paymentArgs} layout="new" />,
  play: async ({ canvasElement }) => {
    const [link] = within(canvasElement).getAllByRole('link', { name: 'Pay with GrabPay' });
    await expect(link).toHaveAttribute('href', '/sandbox/pay/7?token=abc');
  },
};

/** An e-wallet deposit's QR Ph code: black on white in every brand, named for screen readers with the amount. */
export const PaymentQr: Story = {
  render: () => <DepositPayment {...paymentArgs} layout="new" deposit={{ ...DEPOSIT, instructions: QR_INSTRUCTIONS_FIXTURE }} />,
  play: async ({ canvasElement }) => {
    const [code] = await within(canvasElement).findAllByRole('img', { name: 'QR Ph code to pay ₱2,030.00 with GrabPay' });
    await expect(code).toBeInTheDocument();
  },
};

/**
 * A bank deposit's receiving account, each line with its copy button. The step ignores taps for
 * its first half second, so that a double tap on Confirm cannot land on its buttons.
 */
export const PaymentTransfer: Story = {
  render: () => <DepositPayment {...paymentArgs} layout="base" methodName="BDO Unibank" deposit={{ ...DEPOSIT, methodCode: 'BDO', feeMinor: 0, instructions: TRANSFER_INSTRUCTIONS_FIXTURE }} />,
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('region', { name: 'Complete your payment' });
    for (const step of steps) await expect(getComputedStyle(step).pointerEvents).toBe('none');
    for (const step of steps) await waitFor(() => expect(getComputedStyle(step).pointerEvents).toBe('auto'), { timeout: 2_000 });
    for (const copy of within(canvasElement).getAllByRole('button', { name: 'Copy Account number' })) await userEvent.click(copy);
    await expect(paymentArgs.onCopy).toHaveBeenCalledWith('004870123456');
  },
};

/** An over-the-counter deposit's store payment code. */
export const PaymentCounter: Story = {
  render: () => (
    <DepositPayment {...paymentArgs} layout="new" methodName="7-Eleven CLIQQ" deposit={{ ...DEPOSIT, methodCode: 'CLIQQ', instructions: { kind: 'counter', paymentCode: '71000000000007' } }} />
  ),
};

/** The payment step in the base layout, after a reload (no link held: ask for a new one). */
export const PaymentBase: Story = { render: () => <DepositPayment {...paymentArgs} layout="base" paymentUrl={null} /> };

/** A paid deposit. */
export const PaymentPaid: Story = {
  render: () => <DepositPayment {...paymentArgs} layout="new" countdown={null} paymentUrl={null} deposit={{ ...DEPOSIT, status: 'paid', creditedMinor: 200_000 }} />,
};

const recordArgs = {
  status: 'all' as const,
  period: 'last30days' as const,
  methodNames: { GRABPAY: 'GrabPay', GCASH: 'GCash' },
  currencySymbol: '₱',
  onStatus: fn(),
  onPeriod: fn(),
  onRetry: fn(),
  reminding: null,
  onRemind: fn(),
  receipt: { depositId: null, previewSrc: null, preparing: false, sending: false, problem: null, onPick: fn(), onConfirm: fn(), onCancel: fn() },
};

/** The record with a deposit of every status. */
export const RecordList: Story = {
  render: () => (
    <DepositRecord
      {...recordArgs}
      state="ready"
      items={[
        DEPOSIT,
        { ...DEPOSIT, id: 8, reference: 'D00000008', receiptAt: DEPOSIT.createdAt + 120_000 },
        { ...DEPOSIT, id: 6, reference: 'D00000006', methodCode: 'GCASH', status: 'paid', feeMinor: 0, creditedMinor: 200_000 },
        { ...DEPOSIT, id: 5, reference: 'D00000005', status: 'expired' },
        { ...DEPOSIT, id: 4, reference: 'D00000004', status: 'cancelled' },
      ]}
    />
  ),
};

/** An empty record. */
export const RecordEmpty: Story = { render: () => <DepositRecord {...recordArgs} state="ready" items={[]} /> };

/** The record failed to load: what failed, with Try again. */
export const RecordFailed: Story = {
  render: () => <DepositRecord {...recordArgs} state="failed" items={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  },
};
