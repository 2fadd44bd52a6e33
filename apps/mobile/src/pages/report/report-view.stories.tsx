import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { WalletReportSummary } from '@gp/api-client';
import { useRecordText } from '../../records/use-record-text';
import { ReportView } from './report-view';

const WEEK: WalletReportSummary = {
  period: 'last7days',
  from: 0,
  to: 7 * 86_400_000,
  currency: 'PHP',
  depositsMinor: 1_800_000,
  withdrawalsMinor: 200_000,
  betsMinor: 1_250_000,
  betCount: 24,
  payoutsMinor: 1_120_500,
  netWinLossMinor: -129_500,
  rebatesMinor: 6_400,
  bonusMinor: 10_000,
  days: [25_000, -120_000, 0, 80_000, -3_000, -45_000, -66_500].map((netWinLossMinor, index) => ({ date: `2026-01-0${index + 1}`, netWinLossMinor })),
};

/** The report with the records' formatters of the story's language. */
function Report({ summary, stale }: { summary: WalletReportSummary; stale: boolean }) {
  return <ReportView summary={summary} stale={stale} format={useRecordText()} />;
}

const meta = {
  title: 'Pages/Reports/Profit and loss',
  component: Report,
  globals: { brand: 'all' },
  args: { summary: WEEK, stale: false },
} satisfies Meta<typeof Report>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A week with wins and losses: the sums and the daily chart. */
export const Week: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('figure', { name: 'Daily net result' }).length).toBeGreaterThan(0);
  },
};

/** Another period on its way: the last figures dim. */
export const Reloading: Story = { args: { stale: true } };

/** A quiet day. */
export const NothingToday: Story = {
  args: { summary: { ...WEEK, period: 'today', depositsMinor: 0, withdrawalsMinor: 0, betsMinor: 0, betCount: 0, payoutsMinor: 0, netWinLossMinor: 0, rebatesMinor: 0, bonusMinor: 0, days: [{ date: '2026-01-07', netWinLossMinor: 0 }] } },
};
