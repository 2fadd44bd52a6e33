import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { GameRecordFilter } from '@gp/stores';
import type { OrderTotals } from '@gp/domain';
import type { PlayOrder } from '@gp/api-client';
import { useRecordText } from '../../records/use-record-text';
import { GameRecordFilters } from './game-record-filters';
import { GameRecordTotals } from './game-record-totals';
import { OrderLine } from './order-line';

const ORDERS: PlayOrder[] = [
  { orderId: 8150, kind: 'slot', nodeId: 5, gameName: 'Lucky Sevens', gameCategory: 'RNG', vassalage: 'PG', wallet: 'cash', currency: 'PHP', stakeMinor: 1000, refundedMinor: 0, winMinor: 2500, status: 'settled', drawNumber: null, createdAt: Date.UTC(2026, 0, 1, 4), settledAt: Date.UTC(2026, 0, 1, 4) },
  { orderId: 8142, kind: 'lottery', nodeId: 6, gameName: 'A very long lottery name that does not fit on one line', gameCategory: 'ELOTT', vassalage: 'ELOTT', wallet: 'cash', currency: 'PHP', stakeMinor: 300, refundedMinor: 100, winMinor: 0, status: 'pending', drawNumber: '20260101-0042', createdAt: Date.UTC(2026, 0, 1, 3), settledAt: null },
];

/** The top of the game record and two orders, as the screen lays them out. */
function GameRecordTop({ filter, totals, onChange, onOpen }: { filter: GameRecordFilter; totals: OrderTotals; onChange: (change: Partial<GameRecordFilter>) => void; onOpen: (orderId: number) => void }) {
  const format = useRecordText();
  return (
    <div style={{ display: 'grid', gap: 12, padding: 12, maxWidth: 412 }}>
      <GameRecordFilters filter={filter} categoryLabel={(category) => (category === 'RNG' ? 'Slots' : category)} onChange={onChange} />
      <GameRecordTotals totals={totals} currency="PHP" format={format} />
      {ORDERS.map((order) => (
        <OrderLine key={order.orderId} order={order} format={format} onOpen={onOpen} />
      ))}
    </div>
  );
}

const meta = {
  title: 'Pages/Game record/Filters, totals and orders',
  component: GameRecordTop,
  globals: { brand: 'all' },
  args: {
    filter: { category: '', timeBy: 'bet', period: 'today' },
    totals: { count: 2, betMinor: 1200, validBetMinor: 1000, winMinor: 2500, profitLossMinor: 1500 },
    onChange: fn(),
    onOpen: fn(),
  },
} satisfies Meta<typeof GameRecordTop>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A player ahead: the totals and the orders; a tap on an order opens it. */
export const Ahead: Story = {
  play: async ({ canvasElement, args }) => {
    const [line] = within(canvasElement).getAllByRole('button', { name: 'Order 8150, Lucky Sevens' });
    if (!line) throw new Error('no order line');
    await userEvent.click(line);
    await expect(args.onOpen).toHaveBeenCalledWith(8150);
  },
};

/** A player behind, over the last 7 days by settle time. */
export const Behind: Story = {
  args: {
    filter: { category: 'RNG', timeBy: 'settle', period: 'last7days' },
    totals: { count: 120, betMinor: 12_345_600, validBetMinor: 12_000_000, winMinor: 9_800_050, profitLossMinor: -2_199_950 },
  },
};
