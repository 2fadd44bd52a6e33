import { keyedRandom } from '@gp/domain';
import { describe, expect, it } from 'vitest';
import { PlayersOnlineDraws } from './players-online';

describe('PlayersOnlineDraws', () => {
  it('draws an RNG count by the game, in the 500 to 1999 range, the same each time it is asked', () => {
    const draws: Record<string, number> = { 'online 1': 0, 'online 2': 0.9999 };
    const { countOf } = new PlayersOnlineDraws((key) => draws[key] ?? 0.5);
    expect(countOf({ nodeId: 1, gameCategory: 'RNG' })).toBe(500);
    expect(countOf({ nodeId: 2, gameCategory: 'RNG' })).toBe(1999);
    expect(countOf({ nodeId: 1, gameCategory: 'RNG' })).toBe(500);
  });

  it('gives each game the same count for a seed whatever order the games are asked in (a render and its hydration)', () => {
    const games = [7, 8, 9].map((nodeId) => ({ nodeId, gameCategory: 'RNG' as const }));
    const server = new PlayersOnlineDraws(keyedRandom(1234));
    const browser = new PlayersOnlineDraws(keyedRandom(1234));
    const inOrder = games.map((game) => server.countOf(game));
    const reversed = [...games].reverse().map((game) => browser.countOf(game)).reverse();
    expect(reversed).toEqual(inOrder);
  });

  it('shows no count for other categories and draws nothing for them', () => {
    let calls = 0;
    const draws = new PlayersOnlineDraws(() => {
      calls += 1;
      return 0.5;
    });
    expect(draws.countOf({ nodeId: 3, gameCategory: 'LIVE' })).toBeNull();
    expect(calls).toBe(0);
  });
});
