import { describe, expect, it } from 'vitest';
import { gameCentreHref, vendorGameListHref } from './game-links';

describe('game links', () => {
  it('opens the game centre on a category, optionally on one vendor', () => {
    expect(gameCentreHref('LIVE')).toBe('/gameCenter?type=LIVE');
    expect(gameCentreHref('RNG', 'PG')).toBe('/gameCenter?type=RNG&vassalage=PG');
  });

  it("opens a vendor's game list", () => {
    expect(vendorGameListHref('SPORTS', 'SABA')).toBe('/gameList?gameType=SPORTS&vassalage=SABA');
  });
});
