import { describe, expect, it } from 'vitest';
import { TRIAL_DEMO_BALANCE_MINOR } from '../sessions/trial-accounts';
import { useTestServer } from '../testing/test-db';
import { authHeaders, trialHeaders } from '../testing/sessions';
import { hashToken } from '../security/token-hash';
import { gameWhere, launch, newPlayer } from './play-test-kit';

const server = useTestServer();

const freeSlot = () => gameWhere(server.db, "game_category = 'RNG' AND support_play = 0");
const paidSlot = () => gameWhere(server.db, "game_category = 'RNG' AND support_play = 1");

describe('launchGame: who may play', () => {
  it('sends a guest to log in (401 NOT_LOGGED_IN)', async () => {
    const answer = await launch(server.app, { merchant: 'aurora' }, `nodeId=${freeSlot().nodeId}`);
    expect(answer.status).toBe(401);
    expect(answer.body.errorCode).toBe('NOT_LOGGED_IN');
  });

  it('refuses a trial account real-money play and games without free play (403 TRIAL_NOT_ALLOWED)', async () => {
    const trial = trialHeaders(server);
    for (const query of [`nodeId=${freeSlot().nodeId}`, `nodeId=${freeSlot().nodeId}&freePlay=0`, `nodeId=${paidSlot().nodeId}&freePlay=1`]) {
      const answer = await launch(server.app, trial, query);
      expect(answer.status, query).toBe(403);
      expect(answer.body.errorCode).toBe('TRIAL_NOT_ALLOWED');
    }
  });

  it('lets a trial account play a free game with its demo balance', async () => {
    const answer = await launch(server.app, trialHeaders(server), `nodeId=${freeSlot().nodeId}&freePlay=1`);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ openMode: 'window', freePlay: true, wallet: 'demo' });
    expect(answer.body.value.url).toMatch(/^\/demo\/slot\/[\w-]{43}$/);
  });

  it('gives a real account its play money on the first free play only', async () => {
    const player = newPlayer(server, 0);
    const ledger = server.app.platform.ledger;
    const first = await launch(server.app, player.headers, `nodeId=${freeSlot().nodeId}&freePlay=1`);
    expect(first.body.value).toMatchObject({ freePlay: true, wallet: 'demo' });
    expect(ledger.balanceOf(player.memberId, 'demo')).toBe(TRIAL_DEMO_BALANCE_MINOR);
    await launch(server.app, player.headers, `nodeId=${freeSlot().nodeId}&freePlay=1`);
    expect(ledger.balanceOf(player.memberId, 'demo')).toBe(TRIAL_DEMO_BALANCE_MINOR);
    expect(ledger.balanceOf(player.memberId, 'cash')).toBe(0);
  });

  it('plays a real account with cash, and refuses free play of a game without it (403 NO_PERMISSION)', async () => {
    const headers = authHeaders(server, 'demo');
    const cash = await launch(server.app, headers, `nodeId=${paidSlot().nodeId}`);
    expect(cash.body.value).toMatchObject({ freePlay: false, wallet: 'cash' });
    const refused = await launch(server.app, headers, `nodeId=${paidSlot().nodeId}&freePlay=1`);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('NO_PERMISSION');
  });
});

describe('launchGame: which game and where', () => {
  it('stores only the SHA-256 of a ticket, bound to member, game and wallet for 2 hours', async () => {
    const game = freeSlot();
    const answer = await launch(server.app, authHeaders(server, 'demo'), `vendor=${game.vendor}&gameId=${game.gameId}`);
    const row = server.db
      .prepare<[Buffer], { node_id: number; wallet: string; created_at: number; expires_at: number }>('SELECT * FROM play_ticket WHERE ticket_hash = ?')
      .get(hashToken(answer.ticket));
    expect(row).toMatchObject({ node_id: game.nodeId, wallet: 'cash' });
    expect((row?.expires_at ?? 0) - (row?.created_at ?? 0)).toBe(2 * 60 * 60_000);
    const plain = server.db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM play_ticket WHERE ticket_hash = ?').get(answer.ticket);
    expect(plain?.n).toBe(0);
  });

  it('opens a LOTT lottery in the lotto-h5 frame with token, merchant, css and prize mode', async () => {
    const lottery = gameWhere(server.db, "vendor_code = 'LOTT' AND lotto_mode = 'Tradition'");
    const answer = await launch(server.app, authHeaders(server, 'demo'), `nodeId=${lottery.nodeId}`);
    expect(answer.body.value.openMode).toBe('frame');
    const url = new URL(answer.body.value.url, 'http://test');
    expect(url.pathname).toBe(`/m/lotto-h5/aurora/trad/games/${lottery.gameId}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ token: answer.ticket, merchant: 'aurora', css: 'aurora.css', prize_mode: 'lott' });
  });

  it('opens ent when the mode has Entertainment, and the asked play type when offered', async () => {
    const both = gameWhere(server.db, "vendor_code = 'ELOTT' AND lotto_mode = 'Tradition,Entertainment'");
    const demo = authHeaders(server, 'demo', 'jade');
    const ent = await launch(server.app, demo, `nodeId=${both.nodeId}`);
    expect(ent.body.value.url).toMatch(new RegExp(`^/m/lotto-h5/jade/ent/games/${both.gameId}\\?`));
    const trad = await launch(server.app, demo, `nodeId=${both.nodeId}&playType=trad`);
    expect(trad.body.value.url).toMatch(/\/trad\/games\//);
  });

  it('gives TCG_SEA prize mode SEA and TCG_LOTTO_VN (by code) prize mode elott', async () => {
    const headers = authHeaders(server, 'demo');
    const sea = await launch(server.app, headers, `nodeId=${gameWhere(server.db, "vendor_code = 'TCG_SEA'").nodeId}`);
    expect(new URL(sea.body.value.url, 'http://t').searchParams.get('prize_mode')).toBe('SEA');
    const vn = await launch(server.app, headers, 'gameCode=VNL03&vendor=TCG_LOTTO_VN');
    expect(vn.status).toBe(200);
    expect(new URL(vn.body.value.url, 'http://t').searchParams.get('prize_mode')).toBe('elott');
  });

  it('answers 404 NOT_FOUND for an unknown game or one named with the wrong vendor or category', async () => {
    const headers = authHeaders(server, 'demo');
    const game = paidSlot();
    for (const query of ['nodeId=999999', 'vendor=PG&gameId=nope', 'gameCode=NOPE', `nodeId=${game.nodeId}&vendor=JILI`, `nodeId=${game.nodeId}&gameCategory=LIVE`]) {
      const answer = await launch(server.app, headers, query);
      expect(answer.status, query).toBe(404);
      expect(answer.body.errorCode).toBe('NOT_FOUND');
    }
  });

  it('answers 404 URL_EMPTY for a game without an address and 400 when no game is named', async () => {
    const headers = authHeaders(server, 'demo');
    const empty = await launch(server.app, headers, `nodeId=${gameWhere(server.db, "vendor_code = 'WS168'").nodeId}`);
    expect(empty.status).toBe(404);
    expect(empty.body.errorCode).toBe('URL_EMPTY');
    const unnamed = await launch(server.app, headers, 'freePlay=1');
    expect(unnamed.status).toBe(400);
    const bad = await launch(server.app, headers, 'nodeId=abc');
    expect(bad.status).toBe(400);
  });
});
