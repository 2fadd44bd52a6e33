import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-db';
import { authHeaders } from '../testing/sessions';
import { gameWhere, launch } from './play-test-kit';

const server = useTestServer();

function pageData(body: string): { address: Record<string, string>; game: { gameName: string; currentDraw: { drawNumber: string } } | null } {
  const json = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(body)?.[1];
  return JSON.parse(json ?? 'null');
}

describe('the lotto-h5 page', () => {
  it('is served under /m/ with a strict CSP and shows what its address says', async () => {
    const lottery = gameWhere(server.db, "vendor_code = 'ELOTT'");
    const answer = await launch(server.app, authHeaders(server, 'demo'), `nodeId=${lottery.nodeId}`);
    const page = await server.app.inject(answer.body.value.url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    const data = pageData(page.body);
    expect(data.address).toMatchObject({ mui: 'aurora', gameId: lottery.gameId, merchant: 'aurora', css: 'aurora.css', prizeMode: 'lott', token: answer.ticket });
    const name = server.db.prepare<[number], { game_name: string }>('SELECT game_name FROM game WHERE node_id = ?').get(lottery.nodeId)?.game_name ?? '';
    expect(data.game?.gameName).toBe(name);
    expect(page.body).toContain(name.replace(/&/g, '&amp;'));
    expect(data.game?.currentDraw.drawNumber).toMatch(/^\d{8}-\d{3}$/);
    expect(page.body).toContain('/wps/lottery/orders');
    expect(page.body).not.toMatch(/(src|href)="https?:/);
  });

  it('reads any address but shows no game for an unknown token, and 404s what is not a game address', async () => {
    const page = await server.app.inject('/m/lotto-h5/abc/ent/games/x-1?token=nope&merchant=aurora&css=aurora.css&prize_mode=elott');
    expect(page.statusCode).toBe(200);
    expect(pageData(page.body)).toMatchObject({ address: { mui: 'abc', playType: 'ent', gameId: 'x-1', prizeMode: 'elott' }, game: null });
    expect(page.body).toContain('Game session ended');
    expect((await server.app.inject('/m/lotto-h5/abc/ent/x-1')).statusCode).toBe(404);
  });

  it('escapes what it reads back', async () => {
    const page = await server.app.inject('/m/lotto-h5/%3Cscript%3E/ent/games/1?merchant=%3Cb%3E');
    expect(page.body).not.toContain('<script>');
    expect(page.body).not.toContain('<b>');
  });
});

describe('generated images', () => {
  it('serves a winner game icon as SVG and 404s unknown ones', async () => {
    const board = (await server.app.inject({ url: '/wps/winners/board', headers: { merchant: 'aurora' } })).json().value.list;
    const icon = await server.app.inject(board[0].vo.iconUrl);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.body).toMatch(/^<svg /);
    expect((await server.app.inject('/media/winners/1.svg')).statusCode).toBe(404);
    expect((await server.app.inject('/media/live/999.svg')).statusCode).toBe(404);
  });
});
