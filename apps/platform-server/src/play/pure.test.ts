import { describe, expect, it } from 'vitest';
import { drawAtIndex, openDraw, parseDrawNumber, lastDrawnDraw, DRAW_CLOSE_BEFORE_MS } from './draw-schedule';
import { maskName } from './mask-name';
import { allowedStakes, PAYTABLE, returnToPlayer, spin, SPIN_RANGE } from './slot-machine';
import { isOnShift } from './live-hosts';

const FIVE_MINUTES = 300_000;

describe('draw schedule', () => {
  it('names draws by Manila date and number in the day', () => {
    const midnightManila = Date.UTC(2026, 0, 1, 16, 0, 0);
    expect(openDraw(midnightManila, FIVE_MINUTES)).toMatchObject({ drawNumber: '20260102-001', opensAt: midnightManila, drawAt: midnightManila + FIVE_MINUTES });
    expect(openDraw(midnightManila - 60_000, FIVE_MINUTES).drawNumber).toBe('20260101-288');
    expect(openDraw(midnightManila - 30_000, FIVE_MINUTES).drawNumber).toBe('20260102-001');
  });

  it('closes bets 30 seconds before the draw and moves on to the next draw', () => {
    const draw = openDraw(Date.UTC(2026, 5, 1, 4, 1, 0), FIVE_MINUTES);
    expect(draw.closesAt).toBe(draw.drawAt - DRAW_CLOSE_BEFORE_MS);
    expect(openDraw(draw.closesAt - 1, FIVE_MINUTES).drawNumber).toBe(draw.drawNumber);
    expect(openDraw(draw.closesAt, FIVE_MINUTES).index).toBe(draw.index + 1);
    expect(lastDrawnDraw(draw.drawAt, FIVE_MINUTES)?.index).toBe(draw.index);
  });

  it('reads back the draw numbers it writes and nothing else', () => {
    for (const index of [0, 1, 5_000_000, 5_000_287]) {
      const draw = drawAtIndex(index, FIVE_MINUTES);
      expect(parseDrawNumber(draw.drawNumber, FIVE_MINUTES)).toEqual(draw);
    }
    for (const bad of ['20260101-000', '20260101-289', '20261301-001', '20260230-001', '2026011-001']) {
      expect(parseDrawNumber(bad, FIVE_MINUTES)).toBeNull();
    }
  });
});

describe('slot machine', () => {
  it('returns 95% of stakes on average, with rare wins of 50 times and more', () => {
    expect(returnToPlayer()).toBeCloseTo(0.95, 3);
    expect(PAYTABLE.filter((line) => line.multiplier >= 50).reduce((sum, line) => sum + line.perMillion, 0)).toBeGreaterThan(0);
    expect(PAYTABLE.reduce((sum, line) => sum + line.perMillion, 0)).toBeLessThan(SPIN_RANGE);
  });

  it('shows three alike for a line win, a pair for 1.5 and three different symbols for a loss', () => {
    let calls = 0;
    const first = (value: number) => (min: number, max: number) => (calls++ === 0 ? value : min + ((calls * 7) % (max - min)));
    expect(spin(100, first(0))).toEqual({ reels: ['SEVEN', 'SEVEN', 'SEVEN'], multiplier: 200, winMinor: 20_000 });
    calls = 0;
    const pair = spin(100, first(99_500 + 1));
    expect(pair.multiplier).toBe(1.5);
    expect(new Set(pair.reels).size).toBe(2);
    calls = 0;
    const loss = spin(100, first(SPIN_RANGE - 1));
    expect(loss).toMatchObject({ multiplier: 0, winMinor: 0 });
    expect(new Set(loss.reels).size).toBe(3);
  });

  it('allows the ladder stakes from the game minimum bet up', () => {
    expect(allowedStakes(100)).toEqual([100, 200, 500, 1000, 2000, 5000, 10_000]);
    expect(allowedStakes(1000)[0]).toBe(1000);
  });
});

describe('names and shifts', () => {
  it('masks names around three stars', () => {
    expect(maskName('juanito')).toBe('ju***to');
    expect(maskName('demo')).toBe('d***o');
    expect(maskName('j')).toBe('j***');
    expect(maskName('Lucky Juan')).toBe('Lu***an');
  });

  it('puts a host online during her Manila shift, across midnight too', () => {
    const manila = (hour: number) => Date.UTC(2026, 0, 1, (hour + 16) % 24, 30);
    expect(isOnShift(20, 6, manila(23))).toBe(true);
    expect(isOnShift(20, 6, manila(1))).toBe(true);
    expect(isOnShift(20, 6, manila(2))).toBe(false);
    expect(isOnShift(20, 6, manila(19))).toBe(false);
  });
});
