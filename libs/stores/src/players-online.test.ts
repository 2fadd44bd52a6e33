import { describe, expect, it } from 'vitest';
import { PlayersOnlineDraws } from './players-online';

describe('PlayersOnlineDraws', () => {
  it('draws an RNG count once per game, in the 500 to 1999 range, and keeps it', () => {
    const values = [0, 0.9999];
    const draws = new PlayersOnlineDraws(() => values.shift() ?? 0.5);
    const { countOf } = draws;
    expect(countOf({ nodeId: 1, gameCategory: 'RNG' })).toBe(500);
    expect(countOf({ nodeId: 2, gameCategory: 'RNG' })).toBe(1999);
    expect(countOf({ nodeId: 1, gameCategory: 'RNG' })).toBe(500);
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
