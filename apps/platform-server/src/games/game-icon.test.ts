import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-db';
import { gradientHues, renderGameIcon, wrapName } from './game-icon';
import { catalogueRows } from './games-test-kit';

const server = useTestServer();

describe('game tile images', () => {
  it('serves a generated SVG with the game and vendor names, cached for a day', async () => {
    const game = catalogueRows(server, "vendor_code = 'PG'")[0];
    if (!game) throw new Error('catalogue not seeded');
    const response = await server.app.inject({ method: 'GET', url: `/media/games/${game.node_id}.svg` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).toContain('PG SOFT');
    expect(response.body).toContain(wrapName(game.game_name)[0]?.replaceAll('&', '&amp;').replaceAll("'", '&#39;'));
  });

  it('answers 404 for an unknown game or a malformed name', async () => {
    for (const url of ['/media/games/999999.svg', '/media/games/10001.png', '/media/games/abc.svg', '/media/games/010001.svg']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('escapes names and chooses the gradient from the nodeId', () => {
    const svg = renderGameIcon({ nodeId: 7, gameName: 'Cards & <Dice> "Deluxe"', displayName: "Joe's" });
    expect(svg).toContain('Cards &amp;');
    expect(svg).toContain('&lt;Dice&gt;');
    expect(svg).toContain('JOE&#39;S');
    expect(svg).not.toMatch(/<Dice>/);
    expect(gradientHues(7)).toEqual(gradientHues(7));
    expect(gradientHues(7)).not.toEqual(gradientHues(8));
    for (const nodeId of [1, 10_001, 99_999]) for (const hue of gradientHues(nodeId)) expect(hue).toBeGreaterThanOrEqual(0);
  });

  it('wraps a long name into at most three lines, ending a cut one with an ellipsis', () => {
    expect(wrapName('Fortune Tiger')).toEqual(['Fortune Tiger']);
    expect(wrapName('Mega Fortune Dragon Tiger')).toEqual(['Mega Fortune', 'Dragon Tiger']);
    const long = wrapName('Super Mega Ultra Fortune Dragon Tiger Panda Gems');
    expect(long).toHaveLength(3);
    expect(long[2]?.endsWith('…')).toBe(true);
    expect(wrapName('Supercalifragilistic')).toEqual(['Supercalifragi']);
  });
});
