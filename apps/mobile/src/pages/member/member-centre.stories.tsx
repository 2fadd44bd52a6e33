import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { memberCentreMenu, memberQuickActions } from '@gp/domain';
import { AvatarPicker, AvatarPreview } from './avatar-picker';
import { AvatarImage, MemberHead } from './member-head';
import { MemberActions } from './member-actions';
import { MemberMenu } from './member-menu';
import { NicknameEditor } from './nickname-editor';
import { VipCard } from '../../content/vip-card';

const AVATAR = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"%3E%3Ccircle cx="5" cy="5" r="5" fill="%233b82f6"/%3E%3C/svg%3E';
const browser = { inNativeApp: false, inInstalledWebApp: false };

const meta = {
  title: 'Pages/Member centre',
  component: MemberHead,
  parameters: { layout: 'fullscreen' },
  globals: { brand: 'all' },
  args: {
    name: 'Lucky Star',
    account: 'lucky88',
    vipLabel: 'VIP 3',
    joinedAt: Date.UTC(2025, 2, 14, 12),
    avatar: <AvatarImage src={AVATAR} alt="Your profile picture" width={72} height={72} />,
    onCopyAccount: fn(),
  },
  // The actions, the benefits link and the menu are router links.
  decorators: [(Story) => <MemoryRouter initialEntries={['/member/home']}>{Story()}</MemoryRouter>],
} satisfies Meta<typeof MemberHead>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The head: icon, name, account with its copy button, VIP level and join date. */
export const Head: Story = {
  play: async ({ canvasElement, args }) => {
    const [copy] = within(canvasElement).getAllByRole('button', { name: 'Copy account' });
    if (!copy) throw new Error('no copy button');
    await userEvent.click(copy);
    await expect(args.onCopyAccount).toHaveBeenCalled();
  },
};

/** A long name and account wrap instead of overflowing a 360 px phone. */
export const LongName: Story = { args: { name: 'Maria Clara de los Santos Villanueva', account: 'mariaclara_delossantos_1990' } };

/** The quick actions with the LOGIN promo on. */
export const QuickActions: Story = { render: () => <MemberActions actions={memberQuickActions({ loginPromo: true })} /> };

/** The VIP card on its way to the next level, with the benefits link. */
export const Vip: Story = { render: () => <VipCard hasVip vipLabelName="VIP 3" vipProgress={64} showVipBenefit /> };

/** Before the first VIP level: no benefits link. */
export const VipNone: Story = { render: () => <VipCard hasVip={false} vipLabelName="VIP 0" vipProgress={20} showVipBenefit={false} /> };

/** The base template's menu: one list. */
export const MenuBase: Story = { render: () => <MemberMenu menu={memberCentreMenu('base', browser)} onLogout={fn()} /> };

/** The new template's menu (`mem_cen` '1'): titled groups of tiles. */
export const MenuNew: Story = { render: () => <MemberMenu menu={memberCentreMenu('new', browser)} onLogout={fn()} /> };

/** Where the merchant's nickname rule is on: the edit button beside the name. */
export const EditableName: Story = { args: { onEditName: fn() } };

/** The nickname editor open, with the rule's refusal. */
export const NicknameRefused: Story = {
  args: {
    nameEditor: <NicknameEditor value="<b>" problem="Invalid nickname format" sending={false} onChange={fn()} onSave={fn()} onCancel={fn()} />,
  },
};

/** Where PROFPIC3 is on: the head icon is a button that picks a picture. */
export const AvatarUpload: Story = {
  args: {
    avatar: <AvatarPicker src={AVATAR} onPick={fn()} />,
  },
};

/** The picked picture fitted into its circle before it is sent. */
export const AvatarPreviewOpen: Story = {
  render: () => <AvatarPreview src={AVATAR} sending={false} problem={null} onConfirm={fn()} onCancel={fn()} />,
  play: async ({ canvasElement }) => {
    const [use] = within(canvasElement).getAllByRole('button', { name: 'Use this picture' });
    await expect(use).toBeEnabled();
  },
};

/** The platform refused the picture: its reason under the preview. */
export const AvatarPreviewRefused: Story = {
  render: () => <AvatarPreview src={AVATAR} sending={false} problem="Each image can be at most 5MB" onConfirm={fn()} onCancel={fn()} />,
};
