import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authHeaders, trialHeaders } from '../testing/sessions';
import { useTestServer } from '../testing/test-db';
import { MAX_FAVOURITES } from './favourite-repository';
import { catalogueRows, freshMemberHeaders, getWith } from './games-test-kit';
import type { ApiGame } from './game-view';

const server = useTestServer();

const add = (headers: Record<string, string>, nodeId: number | string, vendor: string): InjectOptions => ({
  method: 'POST', url: '/wps/game/favourites', headers, payload: { nodeId, vendor },
});
const remove = (headers: Record<string, string>, nodeId: number, vendor: string): InjectOptions => ({
  method: 'DELETE', url: '/wps/game/favourites', headers, query: { nodeId: String(nodeId), vendor },
});

async function ids(headers: Record<string, string>): Promise<string[]> {
  const response = await server.app.inject({ method: 'GET', url: '/wps/game/favourites/ids', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ value: string[] }>().value;
}

async function favouritePage(headers: Record<string, string>, query: Record<string, string | number> = {}) {
  const response = await server.app.inject(getWith('/wps/game/favourites', query, headers));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ value: { content: ApiGame[]; totalPages: number; totalCount: number } }>().value;
}

describe('favourite games', () => {
  it('adds, lists newest first, gives the ids as strings and removes', async () => {
    const member = freshMemberHeaders(server);
    const [slot, live, fish] = [
      catalogueRows(server, "game_category = 'RNG'")[0],
      catalogueRows(server, "game_category = 'LIVE'")[0],
      catalogueRows(server, "game_category = 'FISH'")[0],
    ];
    if (!slot || !live || !fish) throw new Error('catalogue not seeded');
    expect(await ids(member)).toEqual([]);
    for (const game of [slot, live, fish]) {
      const response = await server.app.inject(add(member, game.node_id, game.vendor_code));
      expect(response.json()).toEqual({ success: true, value: true, errorCode: null, message: null });
    }
    expect(await ids(member)).toEqual([fish, live, slot].map((g) => String(g.node_id)));
    const page = await favouritePage(member);
    expect(page.content.map((g) => g.nodeId)).toEqual([fish, live, slot].map((g) => g.node_id));
    expect(page).toMatchObject({ totalPages: 1, totalCount: 3 });
    expect((await favouritePage(member, { gameType: 'LIVE' })).content.map((g) => g.nodeId)).toEqual([live.node_id]);
    expect(await favouritePage(member, { pageSize: 2, pageNo: 2 })).toMatchObject({ totalPages: 2, totalCount: 3 });
    expect((await favouritePage(member, { pageSize: 2, pageNo: 2 })).content.map((g) => g.nodeId)).toEqual([slot.node_id]);

    expect((await server.app.inject(remove(member, live.node_id, live.vendor_code))).statusCode).toBe(200);
    expect(await ids(member)).toEqual([fish, slot].map((g) => String(g.node_id)));
  });

  it('is idempotent: adding twice keeps one, removing a non-favourite succeeds', async () => {
    const member = freshMemberHeaders(server);
    const game = catalogueRows(server, "game_category = 'PVP'")[3];
    if (!game) throw new Error('catalogue not seeded');
    await server.app.inject(add(member, game.node_id, game.vendor_code));
    const again = await server.app.inject(add(member, String(game.node_id), game.vendor_code));
    expect(again.statusCode).toBe(200);
    expect(await ids(member)).toEqual([String(game.node_id)]);
    expect((await server.app.inject(remove(member, game.node_id, game.vendor_code))).statusCode).toBe(200);
    expect((await server.app.inject(remove(member, game.node_id, game.vendor_code))).statusCode).toBe(200);
    expect(await ids(member)).toEqual([]);
  });

  it('lists the favourites through the game list with gameClassify=fav and its filters', async () => {
    const member = freshMemberHeaders(server);
    const slots = catalogueRows(server, "game_category = 'RNG' AND vendor_code = 'PG'").slice(0, 4);
    for (const game of slots) await server.app.inject(add(member, game.node_id, game.vendor_code));
    const response = await server.app.inject(getWith('/wps/game/list', { gameClassify: 'fav', gameType: 'RNG', pageSize: 3 }, member));
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json<{ value: { games: ApiGame[]; totalPages: number; totalCount: number } }>().value;
    expect(value).toMatchObject({ totalPages: 2, totalCount: 4 });
    expect(value.games.map((g) => g.nodeId)).toEqual(slots.slice(1).reverse().map((g) => g.node_id));
    const searched = await server.app.inject(getWith('/wps/game/list', { gameClassify: 'fav', gameName: ` ${slots[0]?.game_name} ` }, member));
    expect(searched.json<{ value: { games: ApiGame[] } }>().value.games.map((g) => g.nodeId)).toEqual([slots[0]?.node_id]);
    const trial = await server.app.inject(getWith('/wps/game/list', { gameClassify: 'fav' }, trialHeaders(server)));
    expect(trial.statusCode).toBe(403);
  });

  it('never shows one member the favourites of another', async () => {
    const mine = freshMemberHeaders(server);
    const theirs = freshMemberHeaders(server);
    const game = catalogueRows(server, "game_category = 'LIVE'")[5];
    if (!game) throw new Error('catalogue not seeded');
    await server.app.inject(add(mine, game.node_id, game.vendor_code));
    expect(await ids(theirs)).toEqual([]);
    expect((await favouritePage(theirs)).content).toEqual([]);
    await server.app.inject(remove(theirs, game.node_id, game.vendor_code));
    expect(await ids(mine)).toEqual([String(game.node_id)]);
  });

  it('refuses a guest (401), a trial account (403) and an ended session (401)', async () => {
    const game = catalogueRows(server, "game_category = 'RNG'")[0];
    if (!game) throw new Error('catalogue not seeded');
    const trial = trialHeaders(server);
    for (const [headers, status, code] of [
      [{ merchant: 'aurora' }, 401, 'NOT_LOGGED_IN'],
      [trial, 403, 'TRIAL_NOT_ALLOWED'],
      [{ merchant: 'aurora', authorization: 'x'.repeat(43) }, 401, 'SESSION_EXPIRED'],
    ] as const) {
      for (const request of [
        add(headers, game.node_id, game.vendor_code),
        remove(headers, game.node_id, game.vendor_code),
        { method: 'GET' as const, url: '/wps/game/favourites/ids', headers },
        { method: 'GET' as const, url: '/wps/game/favourites', headers },
      ]) {
        const response = await server.app.inject(request);
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(status);
        expect(response.json()).toMatchObject({ success: false, errorCode: code });
      }
    }
  });

  it('answers 404 NOT_FOUND for an unknown game, another vendor, or a game the merchant does not offer', async () => {
    const member = freshMemberHeaders(server, 'ember');
    const game = catalogueRows(server, "game_category = 'RNG'")[0];
    const cockfight = catalogueRows(server, "game_category = 'COCKFIGHT'")[0];
    if (!game || !cockfight) throw new Error('catalogue not seeded');
    for (const request of [add(member, 999_999, 'PG'), add(member, game.node_id, 'EVO'), add(member, cockfight.node_id, cockfight.vendor_code)]) {
      const response = await server.app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    }
    expect(await ids(member)).toEqual([]);
  });

  it('refuses a bad body with 400', async () => {
    const member = freshMemberHeaders(server);
    for (const payload of [{ nodeId: 'abc', vendor: 'PG' }, { nodeId: 10_001 }, { nodeId: -1, vendor: 'PG' }, { nodeId: 10_001, vendor: 'pg', extra: 1 }]) {
      const response = await server.app.inject({ method: 'POST', url: '/wps/game/favourites', headers: member, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it(`caps a member at ${MAX_FAVOURITES} favourites`, async () => {
    const member = freshMemberHeaders(server);
    const memberId = server.db.prepare<[], { id: number }>('SELECT max(id) AS id FROM member').get()?.id;
    const games = catalogueRows(server, "game_category = 'RNG'");
    const insert = server.db.prepare('INSERT INTO game_favourite (member_id, node_id, created_at) VALUES (?, ?, 0)');
    server.db.transaction(() => games.slice(0, MAX_FAVOURITES - 1).forEach((g) => insert.run(memberId, g.node_id)))();
    const last = games[MAX_FAVOURITES - 1];
    const over = games[MAX_FAVOURITES];
    if (!last || !over) throw new Error('catalogue too small');
    expect((await server.app.inject(add(member, last.node_id, last.vendor_code))).statusCode).toBe(200);
    const refused = await server.app.inject(add(member, over.node_id, over.vendor_code));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errorCode: 'BAD_REQUEST' });
    expect(await ids(member)).toHaveLength(MAX_FAVOURITES);
    expect((await server.app.inject(add(member, last.node_id, last.vendor_code))).statusCode).toBe(200);
  });

  it('orders favourites added in the same millisecond by the order they were added', async () => {
    const member = freshMemberHeaders(server);
    const memberId = server.db.prepare<[], { id: number }>('SELECT max(id) AS id FROM member').get()?.id;
    const games = catalogueRows(server, "game_category = 'LIVE'").slice(0, 3).map((g) => g.node_id);
    const insert = server.db.prepare('INSERT INTO game_favourite (member_id, node_id, created_at) VALUES (?, ?, 5)');
    for (const nodeId of games) insert.run(memberId, nodeId);
    expect(await ids(member)).toEqual(games.reverse().map(String));
  });

  it('seeds a few favourites for the demo account, newest first', async () => {
    const demo = authHeaders(server, 'demo');
    const favourites = await ids(demo);
    expect(favourites.length).toBeGreaterThanOrEqual(5);
    expect((await favouritePage(demo)).content.map((g) => String(g.nodeId))).toEqual(favourites);
  });
});
