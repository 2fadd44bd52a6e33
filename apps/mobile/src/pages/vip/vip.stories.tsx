import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { VipLevels } from '@gp/api-client';
import { VipView } from './vip-view';

const level = (n: number) => ({
  level: n,
  labelName: `VIP ${n}`,
  depositRequirementMinor: n * 1_000_000,
  turnoverRequirementMinor: n * 5_000_000,
  benefits: [`${n}% weekly rebate`, `₱${n * 100} birthday bonus`],
  iconUrl: `/cdn/vip/vip-${n}.png`,
});

const LEVELS: VipLevels = { levels: [1, 2, 3].map(level), currency: 'PHP', member: null };

const meta = { title: 'Pages/VIP', component: VipView, args: { levels: LEVELS, state: 'ready', onRetry: fn() }, parameters: { layout: 'fullscreen' }, globals: { brand: 'all' } } satisfies Meta<typeof VipView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: the call to register, then every level. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link', { name: 'Sign up' }).length).toBeGreaterThan(0);
  },
};

/** A member at VIP 1: the card, what is left to VIP 2, and the member's row marked. */
export const Member: Story = {
  args: {
    levels: {
      ...LEVELS,
      member: { hasVip: true, vipLevel: 1, vipLabelName: 'VIP 1', vipProgress: 25, showVipBenefit: true, depositTotalMinor: 1_250_000, nextLevelDepositMinor: 2_000_000 },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Deposit ₱7,500.00 more to reach VIP 2.').length).toBeGreaterThan(0);
  },
};

/** A member whose deposits already reach VIP 1, not granted yet: no '₱0.00 more'. */
export const Reached: Story = {
  args: {
    levels: {
      ...LEVELS,
      member: { hasVip: false, vipLevel: 0, vipLabelName: 'VIP 0', vipProgress: 100, showVipBenefit: false, depositTotalMinor: 1_500_000, nextLevelDepositMinor: 1_000_000 },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Your deposits reach VIP 1: your level is raised at the next review.').length).toBeGreaterThan(0);
  },
};

/** The merchant runs no VIP levels. */
export const Off: Story = { args: { levels: { levels: [], currency: 'PHP', member: null } } };

/** The levels failed to load. */
export const Failed: Story = { args: { levels: null, state: 'failed' } };
