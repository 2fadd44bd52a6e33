import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vipBenefitsSummary } from '@gp/domain';
import { VipBenefitsView } from './vip-benefits-view';

const level = (n: number, depositRequirementMinor: number, benefits: string[]) => ({
  level: n,
  labelName: `VIP ${n}`,
  depositRequirementMinor,
  turnoverRequirementMinor: depositRequirementMinor * 5,
  benefits,
});
const LEVELS = [
  level(1, 100_000, ['Weekly cashback 0.3%']),
  level(2, 1_000_000, ['Weekly cashback 0.5%', 'Birthday bonus ₱500']),
  level(3, 5_000_000, ['Weekly cashback 0.8%', 'Birthday bonus ₱2,000', 'Personal account manager']),
];

const meta = {
  title: 'Pages/VIP benefits',
  component: VipBenefitsView,
  parameters: { layout: 'fullscreen' },
  globals: { brand: 'all' },
  args: {
    summary: vipBenefitsSummary(LEVELS, { vipLevel: 1, vipLabelName: 'VIP 1', depositTotalMinor: 250_000, nextLevelDepositMinor: 1_000_000 }),
    currencySymbol: '₱',
  },
} satisfies Meta<typeof VipBenefitsView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** On the way to the next level: what is left, and the member's row marked. */
export const OnTheWay: Story = {
  play: async ({ canvasElement }) => {
    const [left] = within(canvasElement).getAllByText('₱7,500.00');
    await expect(left).toBeInTheDocument();
  },
};

/** At the top level: no next level. */
export const TopLevel: Story = {
  args: { summary: vipBenefitsSummary(LEVELS, { vipLevel: 3, vipLabelName: 'VIP 3', depositTotalMinor: 9_000_000, nextLevelDepositMinor: null }) },
};
