import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PlayOrderDetail } from '@gp/api-client';
import { useRecordText } from '../../records/use-record-text';
import { OrderDetailPanel, type OrderDetailPanelProps } from './order-detail-panel';

const AT = Date.UTC(2026, 0, 1, 4);

const lottery: PlayOrderDetail = {
  order: {
    orderId: 8142,
    kind: 'lottery',
    nodeId: 5,
    gameName: 'Quick 3D',
    gameCategory: 'ELOTT',
    vassalage: 'ELOTT',
    wallet: 'cash',
    currency: 'PHP',
    stakeMinor: 300,
    refundedMinor: 0,
    winMinor: 0,
    status: 'pending',
    drawNumber: '20260101-0042',
    createdAt: AT,
    settledAt: null,
  },
  subOrders: ['07', '18', '88'].map((number, index) => ({ subOrderId: 80 + index, number, stakeMinor: 100, winMinor: 0, status: 'pending' as const })),
  reels: null,
  draw: { drawNumber: '20260101-0042', closesAt: AT + 60_000, drawAt: AT + 120_000, result: null, winningNumber: null },
  cancellable: true,
};

const drawn: PlayOrderDetail = {
  ...lottery,
  order: { ...lottery.order, status: 'settled', winMinor: 9000, settledAt: AT + 120_000 },
  subOrders: lottery.subOrders.map((sub) => (sub.number === '07' ? { ...sub, status: 'won', winMinor: 9000 } : { ...sub, status: 'lost' })),
  draw: { drawNumber: '20260101-0042', closesAt: AT + 60_000, drawAt: AT + 120_000, result: '3 4 1 0 7', winningNumber: '07' },
  cancellable: false,
};

const spin: PlayOrderDetail = {
  order: { ...lottery.order, orderId: 8150, kind: 'slot', gameName: 'Lucky Sevens', gameCategory: 'RNG', vassalage: 'PG', status: 'settled', winMinor: 1500, drawNumber: null, settledAt: AT },
  subOrders: [],
  reels: ['SEVEN', 'SEVEN', 'BELL'],
  draw: null,
  cancellable: false,
};

/** The panel with the records' formatters of the story's language. */
function Panel(props: Omit<OrderDetailPanelProps, 'format'>) {
  return <OrderDetailPanel {...props} format={useRecordText()} />;
}

const meta = {
  title: 'Pages/Game record/Order detail',
  component: Panel,
  globals: { brand: 'all' },
  args: { detail: lottery, status: 'ready', errorCode: null, cancelling: false, cancelError: null, onCancel: fn(), onRetry: fn(), onClose: fn() },
} satisfies Meta<typeof Panel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A lottery bet still open for bets: its numbers and the cancel of the pending ones. */
export const CancellableLottery: Story = {
  play: async ({ canvasElement, args }) => {
    const [cancel] = within(canvasElement).getAllByRole('button', { name: 'Cancel pending numbers' });
    if (!cancel) throw new Error('no cancel button');
    await userEvent.click(cancel);
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** A drawn lottery bet: the result, the winning number, and which numbers won. */
export const DrawnLottery: Story = { args: { detail: drawn } };

/** A slot spin: its reels. */
export const SlotSpin: Story = { args: { detail: spin } };

/** The cancel was refused: the reason shows. */
export const CancelRefused: Story = { args: { cancelError: 'ORDER_NOT_CANCELLABLE' } };

/** The order could not be loaded: what, why, and Try again. */
export const Failed: Story = { args: { detail: null, status: 'failed', errorCode: 'NETWORK' } };
