import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RecordList } from './record-list';

interface Line {
  readonly id: number;
  readonly text: string;
}

const lines: Line[] = Array.from({ length: 30 }, (_, index) => ({ id: index + 1, text: `Order ${1000 + index} · Bet ₱10.00 · Win ₱${index % 3 === 0 ? '25.00' : '0.00'}` }));

const meta = {
  title: 'Records/RecordList',
  component: RecordList<Line>,
  globals: { brand: 'all' },
  args: {
    items: lines,
    status: 'ready',
    label: 'Game records',
    keyOf: (line: Line) => line.id,
    renderItem: (line: Line) => <div style={{ padding: 12, border: '1px solid currentColor', borderRadius: 8 }}>{line.text}</div>,
    onMore: fn(),
    complete: false,
    loadingMore: false,
    failed: false,
    failedTitle: 'The game records could not be loaded.',
    onRetry: fn(),
  },
} satisfies Meta<typeof RecordList<Line>>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Lines, with the next page asked for as the end comes near. */
export const Lines: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('list', { name: 'Game records' }).length).toBeGreaterThan(0);
  },
};

/** The next page on its way. */
export const LoadingMore: Story = { args: { loadingMore: true } };

/** Every page shown. */
export const Complete: Story = { args: { items: lines.slice(0, 4), complete: true } };

/** The first page on its way: placeholder lines hold the space. */
export const Loading: Story = { args: { items: [], status: 'loading' } };

/** Nothing in the period. */
export const Empty: Story = { args: { items: [] } };

/** The first page failed: what, why, and Try again. */
export const Failed: Story = { args: { items: [], status: 'error', failed: true, failedReason: 'No connection. Check your mobile data or Wi-Fi and try again.' } };
