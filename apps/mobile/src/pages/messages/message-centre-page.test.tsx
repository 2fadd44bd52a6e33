import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE, envelope, mockPlatform, renderApp } from '../../testing/render-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TRIAL = { MC_SESSION_INFO: JSON.stringify({ token: 't-trial', merchantCode: 'jade', userName: 'guest-1', customerType: 4 }) };
const MEMBER = { MC_SESSION_INFO: JSON.stringify({ token: 't-1', merchantCode: 'jade', userName: 'fresh01', type: 0 }) };

/** The unread counts and member calls a logged-in visit makes; returns the chat launches seen. */
function mockMember(unread = { chat: 3, inbox: 120, announcements: 0 }) {
  const launches: URL[] = [];
  server.use(
    http.get(`${BASE}/wps/member/info`, () => envelope({ id: 1, nickname: null, account: 'fresh01', type: 0, currency: 'PHP', hasPaymentPassword: false, registeredAt: 0, firstTimeLogin: false })),
    http.get(`${BASE}/wps/wallets/gcs`, () => envelope({ balanceMinor: 0, sumBalance: '0.00', currency: 'PHP', currencySymbol: '₱', demo: false, lockedMinor: 0, updatedAt: 0 })),
    http.get(`${BASE}/wps/chat/unread`, () => envelope({ totalUnreadCount: unread.chat })),
    http.get(`${BASE}/wps/inbox/unread`, () => envelope({ totalUnreadCount: unread.inbox })),
    http.get(`${BASE}/wps/announcements/unread`, () => envelope({ totalUnreadCount: unread.announcements })),
    http.get(`${BASE}/wps/game/favourites/ids`, () => envelope([])),
    http.get(`${BASE}/wps/chat/launch`, ({ request }) => {
      launches.push(new URL(request.url));
      return envelope({ chatUrl: 'https://evil.example/chat', expiresAt: 0 });
    }),
  );
  return launches;
}

describe('/m/message', () => {
  it('lists announcements and messages without live chat where the merchant has no CBS3', async () => {
    mockPlatform(server);
    renderApp('/m/message');
    const entries = await screen.findByRole('list', { name: 'Messages and help' });
    expect(within(entries).getByRole('link', { name: 'Announcements' })).toHaveAttribute('href', '/m/notice');
    expect(within(entries).getByRole('button', { name: 'My messages' })).toBeInTheDocument();
    expect(within(entries).queryByRole('button', { name: /Live chat/ })).not.toBeInTheDocument();
  });

  it('refuses the chat to a trial account without asking for its address', async () => {
    mockPlatform(server, { features: [{ modId: 'CBS3', enabled: true }] });
    const launches = mockMember();
    renderApp('/m/message', TRIAL);
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Live chat/ }));
    expect(await screen.findByText('This is not available in free play. Please log in with a real account.')).toBeInTheDocument();
    expect(launches).toHaveLength(0);
  });

  it('shows a member the unread badges, and never follows a chat address that is not the platform’s own', async () => {
    mockPlatform(server, { features: [{ modId: 'CBS3', enabled: true }] });
    const launches = mockMember();
    renderApp('/m/message', MEMBER, { start: true });
    const chat = await screen.findByRole('button', { name: /^Live chat/ });
    await waitFor(() => expect(screen.getByRole('button', { name: /^My messages/ })).toHaveTextContent('99+'));
    expect(chat).toHaveTextContent('3');
    await userEvent.setup().click(chat);
    expect(await screen.findByText('The live chat could not be opened. Please try again.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(launches[0]?.searchParams.get('backUrl')).toBe('/m/message');
    expect(launches[0]?.searchParams.get('b2c')).toBe('1');
  });

  it('opens the social channels first in the list, in the channel popup with only allowed links, and closes it with Escape', async () => {
    mockPlatform(server);
    const settings = {
      imageCDNs: [],
      customerService: [],
      links: {},
      resources: [
        { resourceType: 'TELEGRAM', url: 'https://t.me/jadelotto', labelNameEn: 'Telegram' },
        { resourceType: 'FACEBOOK', url: 'https://facebook.com/jadelotto', labelNameEn: 'Facebook' },
        { resourceType: 'TIKTOK', url: 'javascript:alert(1)', labelNameEn: 'TikTok' },
      ],
    };
    server.use(http.get(`${BASE}/wps/system/setting`, () => envelope(settings)));
    renderApp('/m/message', {}, { start: true });
    const entries = await screen.findByRole('list', { name: 'Messages and help' });
    const follow = await within(entries).findByRole('button', { name: 'Follow us' });
    expect(within(entries).getAllByRole('listitem')[0]).toContainElement(follow);
    const user = userEvent.setup();
    await user.click(follow);
    const popup = await screen.findByRole('dialog');
    const links = within(popup).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://facebook.com/jadelotto', 'https://t.me/jadelotto']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(follow).toHaveFocus();
  });

  it('has no channels entry without channel links', async () => {
    mockPlatform(server);
    renderApp('/m/message');
    const entries = await screen.findByRole('list', { name: 'Messages and help' });
    expect(within(entries).queryByRole('button', { name: 'Follow us' })).not.toBeInTheDocument();
  });
});
