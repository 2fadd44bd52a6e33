import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '@gp/api-client';
import { gameViewTitleOf } from '@gp/stores';
import { BASE, envelope, mockPlatform, renderApp } from '../testing/render-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const MEMBER = { MC_SESSION_INFO: JSON.stringify({ token: 't-1', merchantCode: 'jade', userName: 'demo', type: 0 }) };

const slot = { nodeId: 501, gameId: 'slot-7', gameName: 'Lucky Seven', nodeName: 'Lucky Seven', vassalage: 'DEMO', gameCategory: 'RNG', supportPlay: 1 } as Game;

describe('game view layer', () => {
  it('shows the running game over the route, and closing it refreshes the balance', async () => {
    mockPlatform(server);
    let walletCalls = 0;
    server.use(
      http.get(`${BASE}/wps/game/launch`, () => envelope({ url: '/demo/slot/T1', openMode: 'window', freePlay: false, wallet: 'cash', expiresAt: 0 })),
      http.get(`${BASE}/wps/game/recent/add`, () => envelope(true)),
      http.get(`${BASE}/wps/wallets/gcs`, () => {
        walletCalls += 1;
        return envelope({ balanceMinor: 100, sumBalance: '1.00', currency: 'PHP', currencySymbol: '₱', demo: false, lockedMinor: 0, updatedAt: 0 });
      }),
    );
    const { store } = renderApp('/m/aboutus', MEMBER);
    await screen.findByRole('heading', { level: 1 });
    const play = await store.play.load();
    await act(() => play.launch({ nodeId: slot.nodeId }, gameViewTitleOf(slot)));
    const view = await screen.findByRole('dialog', { name: 'Lucky Seven' });
    expect(view.querySelector('iframe')).toHaveAttribute('src', '/demo/slot/T1');
    await userEvent.click(screen.getByRole('button', { name: 'Close game' }));
    expect(screen.queryByRole('dialog', { name: 'Lucky Seven' })).not.toBeInTheDocument();
    await waitFor(() => expect(walletCalls).toBe(1));
  });
});
