import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { rgStatusFixture } from '../../testing/rg-fixtures';
import { RgBreakForm } from './rg-break-form';
import { RgLimitForm } from './rg-limit-form';
import { RgLimitsList } from './rg-limits-list';
import { RgTimeSettings } from './rg-time-settings';

const format = {
  money: (amountMinor: number) => `₱${(amountMinor / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`,
  dateTime: (at: number) => new Date(at).toISOString().slice(0, 16).replace('T', ' '),
};

const text = (id: string | null | undefined) => id ?? null;

const meta = { title: 'Pages/Responsible gaming/Parts', globals: { brand: 'all' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The limits with their use: a daily deposit limit 80% used, a weekly wager limit rising after the cooling period. */
export const Limits: Story = {
  render: () => <RgLimitsList status={rgStatusFixture()} format={format} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('₱800.00 of ₱1,000.00 used').length).toBeGreaterThan(0);
    await expect(within(canvasElement).getAllByText(/Changes to ₱9,000\.00 on/).length).toBeGreaterThan(0);
  },
};

/** The form that sets a limit, with a refused amount. */
export const LimitForm: Story = {
  render: () => (
    <RgLimitForm
      kind="deposit"
      period="day"
      amount="0.5"
      coolingHours={24}
      error="Enter a limit from ₱1 to ₱10,000,000"
      alert={null}
      saving={false}
      canRemove
      text={text}
      onChoose={fn()}
      onAmount={fn()}
      onSave={fn()}
      onRemove={fn()}
    />
  ),
};

/** The play-time limit and the reality-check interval. */
export const PlayTime: Story = {
  render: () => <RgTimeSettings status={rgStatusFixture()} saving={null} errors={{}} format={format} onSaveSession={fn()} onSaveReality={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Played today: 20 minutes').length).toBeGreaterThan(0);
  },
};

/** A self-exclusion being taken: its lengths and what happens. */
export const SelfExclusion: Story = {
  render: () => (
    <RgBreakForm
      kind="self_exclusion"
      lengths={['6m', '1y', '5y']}
      length="1y"
      password=""
      errors={{ password: 'Enter your login password' }}
      alert={null}
      pending={false}
      text={text}
      onKind={fn()}
      onChange={fn()}
      onSubmit={fn()}
      onRetry={fn()}
    />
  ),
};
