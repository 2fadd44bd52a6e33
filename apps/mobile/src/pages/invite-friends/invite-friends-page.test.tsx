import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE, envelope, mockPlatform, renderApp } from '../../testing/render-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const session = (type: number) => ({ MC_SESSION_INFO: JSON.stringify({ token: 't-1', merchantCode: 'jade', userName: 'demo', type }) });
const settings = () =>
  envelope({ imageCDNs: [], resources: [], customerService: [], links: {}, paymentLogos: [], providerLogos: [], personalPromos: { MISSION: { enabled: false }, LOGIN: { enabled: false } }, referralPromoEnabled: true });
const referral = { code: 'demo', currency: 'PHP', rewardPerFriendMinor: 10_000, qualifyingDepositMinor: 50_000, invitedCount: 1, rewardedCount: 0, earnedMinor: 0, friends: [{ name: 'an***na', registeredAt: 1, status: 'registered', rewardMinor: 0 }] };

describe('/m/inviteFriends', () => {
  it('shows the member’s link on this site, its QR code, and copies it', async () => {
    mockPlatform(server);
    server.use(http.get(`${BASE}/wps/system/setting`, settings), http.get(`${BASE}/wps/engagement/referral`, () => envelope(referral)));
    const user = userEvent.setup();
    renderApp('/m/inviteFriends', session(0));
    const link = `${window.location.origin}/m/register?ref=demo`;
    expect(await screen.findByText(link)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code of your invitation link' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(link));
    expect(screen.getByText('an***na')).toBeInTheDocument();
  });

  it('sends an agent to agent registration', async () => {
    mockPlatform(server, { features: [{ modId: 'AGENTPOLICY3', enabled: true }] });
    server.use(http.get(`${BASE}/wps/system/setting`, settings));
    const app = renderApp('/m/inviteFriends', session(1));
    await waitFor(() => expect(app.location.pathname).toBe('/m/agentRegister'));
  });
});
