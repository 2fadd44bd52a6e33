import { describe, expect, it } from 'vitest';
import { authHeaders, trialHeaders } from '../testing/sessions';
import { useTestServer } from '../testing/test-db';
import { catalogueRows, freshMemberHeaders, getWith } from './games-test-kit';
import type { ApiGame } from './game-view';
import { MAX_RECENT_GAMES } from './recent-game-repository';

const server = useTestServer();

const addRecent = (headers: Record<string, string>, nodeId: number) => server.app.inject(getWith('/wps/game/recent/add', { nodeId }, headers));

async function recentPage(headers: Record<string, string>, query: Record<string, number> = {}) {
  const response = await server.app.inject(getWith('/wps/game/recent', query, headers));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ value: { content: ApiGame[]; totalPages: number; totalCount: number } }>().value;
}

describe('recent games', () => {
  it('lists the games last opened first, and moves a game opened again to the top', async () => {
    const member = freshMemberHeaders(server);
    const [a, b, c] = catalogueRows(server, "game_category = 'RNG'").map((r) => r.node_id);
    if (!a || !b || !c) throw new Error('catalogue not seeded');
    for (const nodeId of [a, b, c]) {
      const response = await addRecent(member, nodeId);
      expect(response.json()).toEqual({ success: true, value: true, errorCode: null, message: null });
    }
    expect((await recentPage(member)).content.map((g) => g.nodeId)).toEqual([c, b, a]);
    await addRecent(member, a);
    expect(await recentPage(member)).toMatchObject({ totalPages: 1, totalCount: 3 });
    expect((await recentPage(member)).content.map((g) => g.nodeId)).toEqual([a, c, b]);
    expect((await recentPage(member, { pageSize: 2, pageNo: 2 })).content.map((g) => g.nodeId)).toEqual([b]);
  });

  it(`keeps only the last ${MAX_RECENT_GAMES} games`, async () => {
    const member = freshMemberHeaders(server);
    const games = catalogueRows(server, "game_category = 'RNG'").slice(0, MAX_RECENT_GAMES + 5).map((r) => r.node_id);
    for (const nodeId of games) await addRecent(member, nodeId);
    const page = await recentPage(member, { pageSize: 100 });
    expect(page.totalCount).toBe(MAX_RECENT_GAMES);
    expect(page.content.map((g) => g.nodeId)).toEqual(games.slice(5).reverse());
    expect((await recentPage(member)).totalPages).toBe(Math.ceil(MAX_RECENT_GAMES / 20));
  });

  it('serves a trial account (it plays free games) and keeps accounts apart', async () => {
    const trial = trialHeaders(server);
    const other = freshMemberHeaders(server);
    const game = catalogueRows(server, "game_category = 'FISH'")[0];
    if (!game) throw new Error('catalogue not seeded');
    expect((await addRecent(trial, game.node_id)).statusCode).toBe(200);
    expect((await recentPage(trial)).content.map((g) => g.nodeId)).toEqual([game.node_id]);
    expect((await recentPage(other)).content).toEqual([]);
  });

  it('refuses a guest with 401 and an unknown or switched-off game with 404', async () => {
    for (const response of [await addRecent({ merchant: 'aurora' }, 10_001), await server.app.inject(getWith('/wps/game/recent', {}))]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: 'NOT_LOGGED_IN' });
    }
    const member = freshMemberHeaders(server, 'ember');
    const cockfight = catalogueRows(server, "game_category = 'COCKFIGHT'")[0];
    if (!cockfight) throw new Error('catalogue not seeded');
    for (const nodeId of [999_999, cockfight.node_id]) {
      const response = await addRecent(member, nodeId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    }
    expect((await server.app.inject(getWith('/wps/game/recent/add', { nodeId: 'abc' }, member))).statusCode).toBe(400);
  });

  it('seeds recent games for the demo account', async () => {
    expect((await recentPage(authHeaders(server, 'demo', 'jade'))).totalCount).toBeGreaterThanOrEqual(5);
  });
});
