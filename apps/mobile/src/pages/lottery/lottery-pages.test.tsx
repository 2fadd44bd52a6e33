import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE, envelope, mockPlatform, renderApp } from '../../testing/render-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const MEMBER = { MC_SESSION_INFO: JSON.stringify({ token: 't-1', merchantCode: 'jade', userName: 'demo', type: 0 }) };

const lottery = (gameId: string, nodeId: number, gameGroupId: number | null = null) => ({
  nodeId,
  gameId,
  gameName: `Lotto ${gameId}`,
  gameCode: `C${gameId}`,
  vassalage: 'LOTT',
  displayName: 'Lottery',
  gameCategory: 'LOTT',
  gameGroupId,
  lottoMode: 'Tradition,Entertainment',
  playTypes: ['trad', 'ent'],
  supportPlay: 1,
  gameClassifyNew: 'TRAD',
  minBetMinor: 100,
  drawIntervalSeconds: 60,
  currentDraw: { drawNumber: '1', closesAt: 0, drawAt: 0 },
});

/** Answers the lottery list and the launch call; returns the launch queries seen. */
function mockLottery(answer: (query: URLSearchParams) => Response | null = () => null) {
  const launches: URLSearchParams[] = [];
  server.use(
    http.get(`${BASE}/wps/lottery/list`, () => envelope({ list: [lottery('7', 900, 1), lottery('7', 901, 2)] })),
    http.get(`${BASE}/wps/game/recent/add`, () => envelope(true)),
    http.get(`${BASE}/wps/game/launch`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      launches.push(query);
      const playType = query.get('playType') ?? 'trad';
      return (
        answer(query) ??
        envelope({
          url: `/m/lotto-h5/jade/${playType}/games/7?token=TICKET&merchant=jade&css=jade.css&prize_mode=elott`,
          openMode: 'frame',
          freePlay: false,
          wallet: 'cash',
          expiresAt: 0,
        })
      );
    }),
  );
  return launches;
}

/** The lottery's iframe (the page has other elements titled 'Lottery'). */
const frame = () =>
  waitFor(() => {
    const found = screen.getAllByTitle('Lottery').find((element) => element.tagName === 'IFRAME');
    if (!found) throw new Error('no lottery frame yet');
    return found;
  });

describe('/m/launchGame', () => {
  it('sends a guest to login', async () => {
    mockPlatform(server);
    const { location } = renderApp('/m/launchGame?playType=trad&gameId=7&prize_mode=lott');
    await waitFor(() => expect(location.pathname).toBe('/m/login'));
  });

  it('opens the lottery by id and group, then the launcher with the frame, its ticket and the asked prize mode', async () => {
    mockPlatform(server);
    const launches = mockLottery();
    const { location } = renderApp('/m/launchGame?playType=ent&gameId=7&gameGroupId=2&prize_mode=lott&pageBack=home', MEMBER);
    expect(await frame()).toHaveAttribute('src', '/m/lotto-h5/jade/ent/games/7?token=TICKET&merchant=jade&css=jade.css&prize_mode=lott');
    await waitFor(() => expect(location.pathname).toBe('/m/lottery'));
    expect(launches).toHaveLength(1);
    expect(Object.fromEntries(launches[0] ?? [])).toEqual({ nodeId: '901', playType: 'ent' });
    expect(screen.getByRole('link', { name: 'Close lottery' })).toHaveAttribute('href', '/m');
  });

  it('opens a lottery by code (TCG_LOTTO_VN) with the platform’s prize mode when none is asked', async () => {
    mockPlatform(server);
    const launches = mockLottery();
    renderApp('/m/startLottery?code=VN1', MEMBER);
    expect(await frame()).toHaveAttribute('src', '/m/lotto-h5/jade/trad/games/7?token=TICKET&merchant=jade&css=jade.css&prize_mode=elott');
    expect(launches[0]?.get('gameCode')).toBe('VN1');
    expect(screen.getByRole('link', { name: 'Close lottery' })).toHaveAttribute('href', '/m/game');
  });

  it('tells why when the lottery is refused, with the way back', async () => {
    mockPlatform(server);
    mockLottery(() =>
      HttpResponse.json({ success: false, value: null, errorCode: 'TRIAL_NOT_ALLOWED', message: 'x' }, { status: 403 }),
    );
    renderApp('/m/launchGame?playType=trad&gameId=7', MEMBER);
    expect(await screen.findByRole('alert')).toHaveTextContent('This lottery cannot be opened right now');
    expect(await screen.findByText('Please login an actual account to use this function')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/m/game');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers Try again when the platform fails to open the lottery, and Try again opens it', async () => {
    mockPlatform(server);
    let failures = 1;
    const launches = mockLottery(() =>
      failures-- > 0 ? HttpResponse.json({ success: false, value: null, errorCode: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }) : null,
    );
    renderApp('/m/launchGame?playType=trad&gameId=7', MEMBER);
    expect(await screen.findByRole('alert')).toHaveTextContent('This lottery cannot be opened right now');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await frame()).toHaveAttribute('src', expect.stringContaining('token=TICKET'));
    expect(launches).toHaveLength(2);
  });

  it('shows the problem at once for a query that names no game', async () => {
    mockPlatform(server);
    renderApp('/m/launchGame?playType=trad', MEMBER);
    expect(await screen.findByRole('alert')).toHaveTextContent('This lottery cannot be opened right now');
  });
});

describe('/m/lottery', () => {
  it('sends a guest to login', async () => {
    mockPlatform(server);
    const { location } = renderApp('/m/lottery?mui=jade&playType=trad&gameId=7');
    await waitFor(() => expect(location.pathname).toBe('/m/login'));
  });

  it('opened directly, fetches a ticket and embeds the frame with the query’s mui, play type and prize mode', async () => {
    mockPlatform(server);
    const launches = mockLottery();
    renderApp('/m/lottery?mui=emerald&playType=trad&gameId=7&prize_mode=lott', MEMBER);
    expect(await frame()).toHaveAttribute('src', '/m/lotto-h5/emerald/trad/games/7?token=TICKET&merchant=jade&css=jade.css&prize_mode=lott');
    expect(launches[0]?.get('nodeId')).toBe('900');
    expect(screen.getByRole('link', { name: 'Close lottery' })).toHaveAttribute('href', '/m/game');
  });

  it('shows the problem for an incomplete query', async () => {
    mockPlatform(server);
    renderApp('/m/lottery?mui=jade&gameId=7', MEMBER);
    expect(await screen.findByRole('alert')).toHaveTextContent('This lottery cannot be opened right now');
  });

  it('shows the problem when the lottery is not in the list', async () => {
    mockPlatform(server);
    mockLottery();
    renderApp('/m/lottery?mui=jade&playType=trad&gameId=404', MEMBER);
    expect(await screen.findByRole('alert')).toHaveTextContent('This lottery cannot be opened right now');
  });
});
