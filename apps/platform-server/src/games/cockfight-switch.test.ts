import { describe, expect, it } from 'vitest';
import { authHeaders } from '../testing/sessions';
import { useTestServer } from '../testing/test-db';

const server = useTestServer();

/** The nodeId of aurora's first cockfight game (aurora seeds the category switched on). */
function cockfightNode(): number {
  const row = server.db.prepare<[], { n: number }>("SELECT node_id AS n FROM game WHERE game_category = 'COCKFIGHT' ORDER BY node_id LIMIT 1").get();
  if (!row) throw new Error('no cockfight game seeded');
  return row.n;
}

async function get(url: string, headers: Record<string, string> = { merchant: 'aurora' }) {
  return (await server.app.inject({ url, headers })).json();
}

function switchCockfight(enabled: boolean): void {
  server.db.prepare("UPDATE merchant_feature SET enabled = ? WHERE merchant_code = 'aurora' AND mod_id = 'COCKFIGHT'").run(enabled ? 1 : 0);
}

describe('the merchant switch of cockfight', () => {
  it('hides every cockfight game from lists, search, vendor types and launch when off, on the server', async () => {
    const node = cockfightNode();
    const headers = authHeaders(server, 'demo');
    switchCockfight(true);
    expect((await get('/wps/game/list?gameType=COCKFIGHT&pageSize=50')).value.games.length).toBeGreaterThan(0);
    expect((await get(`/wps/game/launch?nodeId=${node}`, headers)).success).toBe(true);

    switchCockfight(false);
    try {
      expect((await get('/wps/game/list?gameType=COCKFIGHT&pageSize=50')).value.games).toEqual([]);
      const first = (await get('/wps/game/list?pageSize=100')).value as { totalPages: number };
      for (let page = 1; page <= first.totalPages; page += 1) {
        const games = (await get(`/wps/game/list?pageSize=100&pageNo=${page}`)).value.games as { gameCategory: string }[];
        expect(games.filter((game) => game.gameCategory === 'COCKFIGHT')).toEqual([]);
      }
      const searched = (await get('/wps/game/list?gameName=Sabong&pageSize=50')).value.games as { gameCategory: string }[];
      expect(searched.filter((game) => game.gameCategory === 'COCKFIGHT')).toEqual([]);
      const types = (await get('/wps/game/vassgameType')).value as unknown;
      expect(JSON.stringify(types)).not.toContain('COCKFIGHT');
      const launched = await get(`/wps/game/launch?nodeId=${node}`, headers);
      expect(launched.errorCode).toBe('NOT_FOUND');
    } finally {
      switchCockfight(true);
    }
  });
});
