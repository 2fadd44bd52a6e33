import { describe, expect, it } from 'vitest';
import { useClockedServer } from '../testing/clocked-server';
import { gameWhere } from '../play/play-test-kit';
import { authHeaders, trialHeaders } from '../testing/sessions';
import { rgPlayer, type RgPlayer } from './rg-test-kit';

const MINUTE = 60_000;
// Wednesday 2026-06-10, 22:00 in Manila.
const START = Date.UTC(2026, 5, 10, 14, 0, 0);
const server = useClockedServer(START);

function touch(player: RgPlayer) {
  return server.app.inject({ method: 'POST', url: '/wps/member/rg/play-session', headers: player.headers });
}

function setSessionLimit(player: RgPlayer, minutes: number | null) {
  return server.app.inject({ method: 'PUT', url: '/wps/member/rg/session-limit', headers: player.headers, payload: { minutes } });
}

/** Keeps a cash game open from now for `minutes`, with the game view's minute call. */
async function playFor(player: RgPlayer, minutes: number): Promise<void> {
  for (let minute = 0; minute < minutes; minute += 1) {
    server.now += MINUTE;
    expect((await touch(player)).statusCode).toBe(200);
  }
}

describe('play sessions and the daily play-time limit', () => {
  it('reports the session with its stakes and net result for the reality check', async () => {
    server.now = START;
    const player = rgPlayer(server, 10_000);
    const ticket = await player.slotTicket();
    await playFor(player, 3);
    await player.spin(ticket, 100);
    const session = (await touch(player)).json().value;
    expect(session).toMatchObject({ startedAt: START, playedMinutes: 3, wageredMinor: 100, realityCheckMinutes: 60, sessionLimitMinutes: null, todayMinutes: 3 });
    // The spin is the session's only money move: its net result is the balance's change.
    expect(session.netMinor).toBe(server.app.platform.ledger.balanceOf(player.memberId) - 10_000);
  });

  it('starts a new session after 5 minutes without play', async () => {
    server.now = START;
    const player = rgPlayer(server, 0);
    await touch(player);
    server.now += 5 * MINUTE + 1;
    expect((await touch(player)).json().value).toMatchObject({ startedAt: server.now, playedMinutes: 0 });
  });

  it('refuses play exactly when today reaches the limit, and again after midnight lets it go on', async () => {
    server.now = START;
    const player = rgPlayer(server, 10_000);
    expect((await setSessionLimit(player, 30)).statusCode).toBe(200);
    const ticket = await player.slotTicket();
    await playFor(player, 29);
    server.now += MINUTE;
    const refused = await touch(player);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'RG_SESSION_LIMIT', value: { limitMinutes: 30, resetsAt: Date.UTC(2026, 5, 10, 16) } });
    expect((await player.spin(ticket, 10)).json().errorCode).toBe('RG_SESSION_LIMIT');
    const slot = gameWhere(server.db, "game_category = 'RNG' AND min_bet_minor <= 10");
    const launch = await server.app.inject({ url: `/wps/game/launch?nodeId=${slot.nodeId}`, headers: player.headers });
    expect(launch.json().errorCode).toBe('RG_SESSION_LIMIT');
    server.now = Date.UTC(2026, 5, 10, 16, 0);
    expect((await touch(player)).statusCode).toBe(200);
    expect((await player.spin(await player.slotTicket(), 10)).statusCode).toBe(200);
  });

  it('offers only the listed limits and intervals', async () => {
    const player = rgPlayer(server, 0);
    expect((await setSessionLimit(player, 45)).json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', value: { fields: [{ field: 'minutes' }] } });
    const bad = await server.app.inject({ method: 'PUT', url: '/wps/member/rg/reality-check', headers: player.headers, payload: { minutes: 7 } });
    expect(bad.json().errorCode).toBe('VALIDATION_FAILED');
    const good = await server.app.inject({ method: 'PUT', url: '/wps/member/rg/reality-check', headers: player.headers, payload: { minutes: 15 } });
    expect(good.json().value.realityCheckMinutes).toBe(15);
    expect((await touch(player)).json().value.realityCheckMinutes).toBe(15);
  });

  it('takes the cooling period and the reality-check default from the merchant', async () => {
    const statusOf = async (merchant: string) => (await server.app.inject({ url: '/wps/member/rg', headers: authHeaders(server, 'demo', merchant) })).json().value;
    expect(await statusOf('jade')).toMatchObject({ realityCheckMinutes: 30, merchantRealityCheckMinutes: 30, coolingHours: 24 });
    expect(await statusOf('ember')).toMatchObject({ realityCheckMinutes: 60, coolingHours: 72 });
  });

  it('refuses trial accounts and guests', async () => {
    expect((await server.app.inject({ url: '/wps/member/rg', headers: { merchant: 'aurora' } })).json().errorCode).toBe('NOT_LOGGED_IN');
    const trial = trialHeaders(server);
    expect((await server.app.inject({ method: 'POST', url: '/wps/member/rg/play-session', headers: trial })).json().errorCode).toBe('TRIAL_NOT_ALLOWED');
  });
});
