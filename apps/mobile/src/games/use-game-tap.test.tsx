import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '@gp/api-client';
import { createMemoryStorage, systemClock } from '@gp/stores';
import { gameFixture } from '@gp/stores/testing';
import { createAppRuntime } from '../app/runtime';
import { StoreProvider } from '../app/store-context';
import { BASE, envelope, mockPlatform } from '../testing/render-app';
import { useGameTap } from './use-game-tap';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const MEMBER = { MC_SESSION_INFO: JSON.stringify({ token: 't-1', merchantCode: 'jade', userName: 'demo', type: 0 }) };

const slot = gameFixture();
const lottery: Game = { ...slot, nodeId: 900, gameId: 'TL7', vassalage: 'LOTT', vendorCode: 'LOTT', gameCategory: 'LOTT', gameType: 'LOTT', lottoMode: 'Tradition', gameGroupId: 3 };

function setup(storage: Record<string, string>, fromHome = false) {
  mockPlatform(server);
  // Built exactly as main.tsx builds it: the same client middleware (which ends an expired session) and stores.
  const store = createAppRuntime({ platform: { baseUrl: BASE }, storage: createMemoryStorage(storage), clock: systemClock, start: 'language' });
  const where: { path: string; state: unknown } = { path: '', state: null };
  function Track() {
    const location = useLocation();
    where.path = `${location.pathname}${location.search}`;
    where.state = location.state;
    return null;
  }
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={['/gameCenter']}>
        <Track />
        {children}
      </MemoryRouter>
    </StoreProvider>
  );
  const { result } = renderHook(() => useGameTap({ fromHome }), { wrapper });
  return { store, where, tap: (game: Game) => act(() => result.current(game)) };
}

describe('useGameTap', () => {
  it('sends a guest to login', () => {
    const { where, tap } = setup({});
    tap(slot);
    expect(where.path).toBe('/login');
  });

  it('launches a member’s generic game into the game view and records it', async () => {
    const seen: URL[] = [];
    server.use(
      http.get(`${BASE}/wps/game/launch`, ({ request }) => {
        seen.push(new URL(request.url));
        return envelope({ url: '/demo/slot/T1', openMode: 'window', freePlay: false, wallet: 'cash', expiresAt: 0 });
      }),
      http.get(`${BASE}/wps/game/recent/add`, () => envelope(true)),
    );
    const { store, where, tap } = setup(MEMBER);
    tap(slot);
    await waitFor(() => expect(store.play.current?.running).toMatchObject({ url: '/demo/slot/T1', title: 'Lucky Seven' }));
    expect(seen[0]?.searchParams.get('nodeId')).toBe('501');
    expect(where.path).toBe('/gameCenter');
  });

  it('opens a lottery through /m/launchGame, with pageBack=home from home, handing over the decided launch', () => {
    const { where, tap } = setup(MEMBER, true);
    tap(lottery);
    expect(where.path).toBe('/launchGame?playType=trad&gameId=TL7&gameGroupId=3&prize_mode=lott&pageBack=home');
    expect(where.state).toEqual({ launch: { nodeId: 900, playType: 'trad' } });
  });

  it('refuses a trial account a game without free play, with the spec’s message and no call', () => {
    const trial = { MC_SESSION_INFO: JSON.stringify({ token: 't-trial-0000000001', merchantCode: 'jade', userName: 'guest01', customerType: 4 }) };
    const { store, where, tap } = setup(trial);
    expect(store.session.role).toBe('trial');
    tap({ ...slot, supportPlay: 1 });
    expect(store.ui.toasts.map((toast) => toast.message.id)).toEqual(['error.trialActualAccount']);
    // Nothing was launched: the play store's code was not even needed.
    expect(store.play.current).toBeNull();
    expect(where.path).toBe('/gameCenter');
  });

  it('opens a vendor-list item’s game list', () => {
    const { where, tap } = setup(MEMBER);
    tap({ ...slot, gameCount: 40 });
    expect(where.path).toBe('/gameList?gameType=RNG&vassalage=DEMO');
  });

  it('sends a player whose session ended on the way to login (the client middleware clears it first)', async () => {
    server.use(
      http.get(`${BASE}/wps/game/launch`, () =>
        HttpResponse.json({ success: false, value: null, errorCode: 'SESSION_EXPIRED', message: 'x' }, { status: 401 }),
      ),
    );
    const { store, where, tap } = setup(MEMBER);
    tap(slot);
    await waitFor(() => expect(where.path).toBe('/login'));
    expect(store.session.isLoggedIn).toBe(false);
  });
});
