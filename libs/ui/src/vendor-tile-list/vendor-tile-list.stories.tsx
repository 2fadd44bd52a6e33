import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VendorTileList } from './vendor-tile-list';

const mapping = {
  SPORTS: [
    { vassalage: 'SABA', displayName: 'SABA Sports' },
    { vassalage: 'CMD', displayName: 'CMD368' },
    { vassalage: 'BTI', displayName: 'BTi Sports' },
  ],
  ESPORTS: [{ vassalage: 'TF', displayName: 'TF Gaming' }],
  COCKFIGHT: [{ vassalage: 'SV388', displayName: 'SV388' }],
  ELOTT: [
    { vassalage: 'TCG_LOTTO_VN', displayName: 'VN Lottery' },
    { vassalage: 'TCG_SEA', displayName: 'SEA Lottery' },
  ],
};

const meta = {
  title: 'Games/VendorTileList',
  component: VendorTileList,
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
  args: { category: 'SPORTS', mapping, imageCdn: '' },
} satisfies Meta<typeof VendorTileList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sports, e-sports and cockfight groups. */
export const Sports: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Cockfight' })).toBeInTheDocument();
    for (const link of canvas.getAllByRole('link', { name: 'CMD368' })) await expect(link).toHaveAttribute('href', '/m/gameList?gameType=SPORTS&vassalage=CMD');
  },
};

/** A merchant with cockfight switched off: no cockfight group. */
export const CockfightOff: Story = {
  args: { mapping: { SPORTS: mapping.SPORTS, ESPORTS: mapping.ESPORTS } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Cockfight' })).not.toBeInTheDocument();
  },
};

/** The e-lottery vendors. */
export const ELottery: Story = { args: { category: 'ELOTT' } };
