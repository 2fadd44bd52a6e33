import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { TransactionsFilter } from '@gp/stores';
import type { WalletTransaction } from '@gp/api-client';
import { useRecordText } from '../../records/use-record-text';
import { TransactionLine } from './transaction-line';
import { TransactionsFilters } from './transactions-filters';

const AT = Date.UTC(2026, 0, 1, 4);
const LINES: WalletTransaction[] = [
  { id: 'deposit:9', kind: 'deposit', amountMinor: 500_000, balanceAfterMinor: null, reference: 'deposit:9', createdAt: AT + 4, status: 'pending' },
  { id: 'ledger:41', kind: 'payout', amountMinor: 2500, balanceAfterMinor: 1_234_550, reference: 'order:8150', createdAt: AT + 3, status: 'completed' },
  { id: 'ledger:40', kind: 'bet', amountMinor: -1000, balanceAfterMinor: 1_232_050, reference: 'order:8150', createdAt: AT + 2, status: 'completed' },
  { id: 'ledger:39', kind: 'withdrawal', amountMinor: -200_000, balanceAfterMinor: 1_233_050, reference: 'withdrawal:3', createdAt: AT + 1, status: 'cancelled' },
  { id: 'ledger:38', kind: 'rebate', amountMinor: 1234, balanceAfterMinor: 1_433_050, reference: 'rebate:7', createdAt: AT, status: 'completed' },
];

/** The filters and a few lines of every kind, as the screen lays them out. */
function TransactionsTop({ filter, onChange }: { filter: TransactionsFilter; onChange: (change: Partial<TransactionsFilter>) => void }) {
  const format = useRecordText();
  return (
    <div style={{ display: 'grid', gap: 12, padding: 12, maxWidth: 412 }}>
      <TransactionsFilters filter={filter} onChange={onChange} />
      {LINES.map((line) => (
        <TransactionLine key={line.id} line={line} currency="PHP" format={format} />
      ))}
    </div>
  );
}

const meta = {
  title: 'Pages/Transactions/Filters and lines',
  component: TransactionsTop,
  globals: { brand: 'all' },
  args: { filter: { type: 'all', period: 'last7days' }, onChange: fn() },
} satisfies Meta<typeof TransactionsTop>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every kind of line: signed amounts, the balance after each, pending and cancelled ones. */
export const Lines: Story = {
  play: async ({ canvasElement, args }) => {
    const [type] = within(canvasElement).getAllByRole('combobox', { name: 'Type' });
    if (!type) throw new Error('no type picker');
    await userEvent.selectOptions(type, 'Wins');
    await expect(args.onChange).toHaveBeenCalledWith({ type: 'payout' });
  },
};

/** Narrowed to wins over the last 30 days. */
export const Wins: Story = { args: { filter: { type: 'payout', period: 'last30days' } } };
