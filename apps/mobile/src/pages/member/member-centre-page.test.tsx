import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fieldRule, fieldRules, registerSettings } from '@gp/stores/testing';
import { BASE, envelope, mockPlatform, renderApp } from '../../testing/render-app';
import { stubObjectUrls } from '../../testing/stub-object-urls';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const MEMBER = { MC_SESSION_INFO: JSON.stringify({ token: 't-1', merchantCode: 'jade', userName: 'lucky88', type: 0 }) };
const JOINED = Date.UTC(2025, 2, 14, 12);
const INFO = {
  id: 7,
  nickname: 'Lucky Star',
  account: 'lucky88',
  type: 0,
  clubLabel: { labelName: 'VIP 1' },
  currency: 'PHP',
  mobile: null,
  email: null,
  hasPaymentPassword: true,
  registeredAt: JOINED,
  firstTimeLogin: false,
  iconUrl: '/media/avatars/8.svg',
};
const LEVEL = (level: number, depositRequirementMinor: number) => ({
  level,
  labelName: `VIP ${level}`,
  depositRequirementMinor,
  turnoverRequirementMinor: depositRequirementMinor * 5,
  benefits: [`Weekly bonus ${level}`],
  iconUrl: `/media/vip/${level}.svg`,
});
const VIP = {
  levels: [LEVEL(1, 100_000), LEVEL(2, 1_000_000)],
  currency: 'PHP',
  member: { hasVip: true, vipLevel: 1, vipLabelName: 'VIP 1', vipProgress: 16, showVipBenefit: true, depositTotalMinor: 250_000, nextLevelDepositMinor: 1_000_000 },
};
const SETTINGS = { imageCDNs: [], resources: [], customerService: [], links: {}, paymentLogos: [], providerLogos: [] };

/** The calls a member's visit makes; `vip` answers the VIP call. */
function mockMember(vip: () => Response = () => envelope(VIP), templates = { mem_cen: '0', dep_func: '0' }) {
  let balanceCalls = 0;
  server.use(
    http.get(`${BASE}/wps/system/setting`, () => envelope({ ...SETTINGS, templates, personalPromos: { LOGIN: { enabled: true } } })),
    http.get(`${BASE}/wps/member/info`, () => envelope(INFO)),
    http.get(`${BASE}/wps/content/vip`, vip),
    http.get(`${BASE}/wps/wallets/gcs`, () => {
      balanceCalls += 1;
      return envelope({ balanceMinor: 1_234_550, sumBalance: '12345.50', currency: 'PHP', currencySymbol: '₱', demo: false, lockedMinor: 0, updatedAt: 0 });
    }),
    http.get(`${BASE}/wps/inbox/unread`, () => envelope({ totalUnreadCount: 0 })),
    http.get(`${BASE}/wps/chat/unread`, () => envelope({ totalUnreadCount: 0 })),
    http.get(`${BASE}/wps/announcements/unread`, () => envelope({ totalUnreadCount: 0 })),
    http.get(`${BASE}/wps/game/favourites/ids`, () => envelope([])),
  );
  return { balanceCalls: () => balanceCalls };
}

describe('/m/member/home', () => {
  it('shows the member’s head, balance, quick actions, VIP card and the base menu', async () => {
    mockPlatform(server);
    const calls = mockMember();
    renderApp('/m/member/home', MEMBER, { start: true });
    const head = await screen.findByRole('region', { name: 'Your account' });
    expect(within(head).getByRole('heading', { name: 'Lucky Star' })).toBeInTheDocument();
    expect(within(head).getByTestId('member-account')).toHaveTextContent('lucky88');
    expect(within(head).getByText('Mar 14, 2025')).toBeInTheDocument();
    expect(within(head).getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', '/media/avatars/8.svg');
    expect(await screen.findByText('₱12,345.50')).toBeInTheDocument();
    const actions = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(within(actions).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
    expect(within(actions).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/m/withdraw');
    expect(within(actions).getByRole('link', { name: 'Daily sign-in' })).toHaveAttribute('href', '/m/activity/signIn');
    expect(within(actions).getByRole('link', { name: 'Payout accounts' })).toHaveAttribute('href', '/m/member/payoutAccounts');
    const bar = await screen.findByRole('progressbar', { name: 'Progress to the next level' });
    expect(bar).toHaveAttribute('aria-valuenow', '16');
    expect(screen.getByRole('link', { name: 'See VIP benefits' })).toHaveAttribute('href', '/m/member/benefits');
    const menu = screen.getByRole('navigation', { name: 'My account' });
    expect(menu).toHaveAttribute('data-layout', 'base');
    expect(within(menu).getByRole('link', { name: 'Game records' })).toHaveAttribute('href', '/m/gameRecord');
    expect(within(menu).getByRole('link', { name: 'Transactions' })).toHaveAttribute('href', '/m/member/transactions');
    expect(within(menu).getByRole('link', { name: 'Rebates' })).toHaveAttribute('href', '/m/member/rebates');
    expect(within(menu).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/m/member/reports');
    expect(within(menu).getByRole('link', { name: 'Password and security' })).toHaveAttribute('href', '/m/changePsw');
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(calls.balanceCalls()).toBe(1);
  });

  it('hides the balance with the toggle, copies the account and refreshes the balance by hand', async () => {
    mockPlatform(server);
    const calls = mockMember();
    renderApp('/m/member/home', MEMBER, { start: true });
    const user = userEvent.setup();
    expect(await screen.findByText('₱12,345.50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('balance')).toHaveTextContent('***');
    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(screen.getByTestId('balance')).toHaveTextContent('₱12,345.50');
    await user.click(screen.getByRole('button', { name: 'Copy account' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('lucky88');
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(calls.balanceCalls()).toBe(2));
  });

  it('lays the menu out in titled groups when mem_cen is 1', async () => {
    mockPlatform(server);
    mockMember(undefined, { mem_cen: '1', dep_func: '0' });
    renderApp('/m/member/home', MEMBER, { start: true });
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'My account' })).toHaveAttribute('data-layout', 'new'));
    expect(screen.getByRole('heading', { name: 'Records' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Account and security' })).toBeInTheDocument();
  });

  it('says the VIP status failed and loads it again with Try again', async () => {
    mockPlatform(server);
    let fail = true;
    mockMember(() => (fail ? HttpResponse.json({ success: false, value: null, errorCode: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }) : envelope(VIP)));
    renderApp('/m/member/home', MEMBER, { start: true });
    expect(await screen.findByText('The VIP status could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });

  it('sends a guest to login from the benefits too', async () => {
    mockPlatform(server);
    const { location } = renderApp('/m/member/benefits');
    await waitFor(() => expect(location.pathname).toBe('/m/login'));
  });
});

describe('/m/member/home profile', () => {
  it('changes the nickname where the merchant’s rule allows it, refusing an unfit one first', async () => {
    const rules = registerSettings({ fields: fieldRules({ nickname: fieldRule('invalid_nickname_format', '^[^<>]{2,20}$', false) }) });
    mockPlatform(server);
    mockMember();
    const sent: unknown[] = [];
    server.use(
      http.get(`${BASE}/wps/system/setting/register`, () => envelope(rules)),
      http.put(`${BASE}/wps/member/info/nickname`, async ({ request }) => {
        sent.push(await request.json());
        return envelope({ ...INFO, nickname: 'Ace' });
      }),
    );
    renderApp('/m/member/home', MEMBER, { start: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit nickname' }));
    const field = screen.getByRole('textbox', { name: 'Nickname' });
    expect(field).toHaveValue('Lucky Star');
    await user.clear(field);
    await user.type(field, '<b>');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid nickname format');
    expect(sent).toHaveLength(0);
    await user.clear(field);
    await user.type(field, ' Ace ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Nickname' })).not.toBeInTheDocument());
    expect(sent).toEqual([{ nickname: 'Ace' }]);
  });

  it('previews a picked picture fitted in its circle and uploads it; refuses a gif before any preview', async () => {
    mockPlatform(server, { features: [{ modId: 'PROFPIC3', enabled: true }] });
    mockMember();
    const sent: unknown[] = [];
    server.use(
      http.post(`${BASE}/wps/member/info/icon/upload`, async ({ request }) => {
        sent.push(await request.json());
        return envelope({ iconId: 1, iconUrl: '/media/avatars/u/0123456789abcdef0123456789abcdef.png', uploaded: true, choices: [] });
      }),
    );
    stubObjectUrls();
    renderApp('/m/member/home', MEMBER, { start: true });
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('button', { name: 'Change profile picture' });
    const input = screen.getByTestId('avatar-file');
    await user.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Only png or jpg images can be uploaded')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your new profile picture' })).not.toBeInTheDocument();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'me.png', { type: 'image/png' });
    await user.upload(input, png);
    const preview = await screen.findByRole('region', { name: 'Your new profile picture' });
    expect(within(preview).getByRole('img', { name: 'Preview of the picture as it will be shown' })).toHaveAttribute('src', 'blob:preview-1');
    await user.click(within(preview).getByRole('button', { name: 'Use this picture' }));
    expect(await screen.findByText('Profile picture saved')).toBeInTheDocument();
    expect(sent).toEqual([{ mimeType: 'image/png', imageBase64: 'iVBORw0KGgo=' }]);
    expect(screen.queryByRole('region', { name: 'Your new profile picture' })).not.toBeInTheDocument();
  });
});

describe('/m/member/benefits', () => {
  it('shows the level, the next level, what is left, and every level’s benefits', async () => {
    mockPlatform(server);
    mockMember();
    renderApp('/m/member/benefits', MEMBER, { start: true });
    const table = await screen.findByRole('table', { name: 'Benefits of every level' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(within(rows[2] as HTMLElement).getByText('Weekly bonus 2')).toBeInTheDocument();
    expect(screen.getAllByText('VIP 2')).toHaveLength(2);
    await waitFor(() => expect(screen.getByText('₱7,500.00')).toBeInTheDocument());
  });
});
