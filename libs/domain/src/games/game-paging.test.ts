import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { GamePaging } from './game-paging';
import { isMoreDisabled, pageFailed, pageIndicator, receivePage, removeFromPaging, requestMore, resetPaging } from './game-paging';

/** A tile that remembers which page brought it. */
interface Tile {
  readonly page: number;
  readonly index: number;
}

const tiles = (page: number, count: number): readonly Tile[] => Array.from({ length: count }, (_, index) => ({ page, index }));

describe('game list paging (spec cases)', () => {
  it('starts or resets at page 1 with nothing shown and page 1 asked for', () => {
    expect(resetPaging()).toEqual({ page: 1, totalPages: 1, items: [], pending: 1 });
  });

  it("shows 'current / total' and appends the next page on 'more games'", () => {
    let paging = receivePage(resetPaging<Tile>(), 1, { items: tiles(1, 9), totalPages: 3 });
    expect(pageIndicator(paging)).toBe('1 / 3');
    expect(isMoreDisabled(paging)).toBe(false);
    paging = requestMore(paging);
    expect(paging.pending).toBe(2);
    paging = receivePage(paging, 2, { items: tiles(2, 9), totalPages: 3 });
    expect(pageIndicator(paging)).toBe('2 / 3');
    expect(paging.items).toHaveLength(18);
    expect(paging.items[9]).toEqual({ page: 2, index: 0 });
  });

  it("disables 'more games' on the last page, where it does nothing", () => {
    let paging = requestMore(receivePage(resetPaging<Tile>(), 1, { items: tiles(1, 9), totalPages: 2 }));
    paging = receivePage(paging, 2, { items: tiles(2, 4), totalPages: 2 });
    expect(pageIndicator(paging)).toBe('2 / 2');
    expect(isMoreDisabled(paging)).toBe(true);
    expect(requestMore(paging)).toBe(paging);
  });

  it('treats an empty answer as one empty page', () => {
    const paging = receivePage(resetPaging<Tile>(), 1, { items: [], totalPages: 0 });
    expect(pageIndicator(paging)).toBe('1 / 1');
    expect(isMoreDisabled(paging)).toBe(true);
    expect(receivePage(resetPaging<Tile>(), 1, { items: [], totalPages: Number.NaN }).totalPages).toBe(1);
  });

  it('ignores a second tap while a page is on its way, and a late or repeated answer', () => {
    const shown = receivePage(resetPaging<Tile>(), 1, { items: tiles(1, 9), totalPages: 5 });
    const asked = requestMore(shown);
    expect(requestMore(asked)).toBe(asked);
    const received = receivePage(asked, 2, { items: tiles(2, 9), totalPages: 5 });
    expect(receivePage(received, 2, { items: tiles(2, 9), totalPages: 5 })).toBe(received);
    expect(receivePage(asked, 3, { items: tiles(3, 9), totalPages: 5 })).toBe(asked);
  });

  it('keeps the tiles shown when a page fails, and lets it be asked again', () => {
    const shown = receivePage(resetPaging<Tile>(), 1, { items: tiles(1, 9), totalPages: 5 });
    const failed = pageFailed(requestMore(shown));
    expect(failed).toEqual(shown);
    expect(pageFailed(failed)).toBe(failed);
    expect(requestMore(failed).pending).toBe(2);
  });

  it('appends favourites pages the same way and removes an unfavourited tile', () => {
    let paging = receivePage(resetPaging<{ nodeId: string }>(), 1, { items: [{ nodeId: '1' }, { nodeId: '2' }], totalPages: 2 });
    paging = receivePage(requestMore(paging), 2, { items: [{ nodeId: '3' }], totalPages: 2 });
    expect(paging.items.map((tile) => tile.nodeId)).toEqual(['1', '2', '3']);
    expect(removeFromPaging(paging, (tile) => tile.nodeId !== '2').items.map((tile) => tile.nodeId)).toEqual(['1', '3']);
  });
});

type Step =
  | { readonly kind: 'reset' }
  | { readonly kind: 'more' }
  | { readonly kind: 'fail' }
  | { readonly kind: 'answer'; readonly stale: number | null; readonly totalPages: number; readonly count: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant({ kind: 'reset' } as const),
  fc.constant({ kind: 'more' } as const),
  fc.constant({ kind: 'fail' } as const),
  fc.record({
    kind: fc.constant('answer' as const),
    stale: fc.option(fc.integer({ min: -1, max: 12 })),
    totalPages: fc.integer({ min: -2, max: 10 }),
    count: fc.integer({ min: 0, max: 9 }),
  }),
);

const apply = (paging: GamePaging<Tile>, next: Step): GamePaging<Tile> => {
  switch (next.kind) {
    case 'reset':
      return resetPaging();
    case 'more':
      return requestMore(paging);
    case 'fail':
      return pageFailed(paging);
    case 'answer': {
      const page = next.stale ?? paging.pending ?? paging.page;
      return receivePage(paging, page, { items: tiles(page, next.count), totalPages: next.totalPages });
    }
  }
};

/** One step taken and the state it led to, from the previous state. */
interface Visit {
  readonly step: Step | null;
  readonly before: GamePaging<Tile> | null;
  readonly after: GamePaging<Tile>;
}

/** Every state reached by any sequence of resets, taps, failures and (possibly late) answers. */
const walks = fc.array(step, { maxLength: 40 }).map((steps) =>
  steps.reduce<readonly Visit[]>(
    (seen, next) => {
      const before = seen[seen.length - 1]?.after ?? resetPaging<Tile>();
      return [...seen, { step: next, before, after: apply(before, next) }];
    },
    [{ step: null, before: null, after: resetPaging<Tile>() }],
  ),
);

describe('game list paging (properties)', () => {
  it('never shows a page beyond the total, nor below 1', () => {
    fc.assert(fc.property(walks, (walk) => walk.every(({ after }) => after.page >= 1 && after.page <= after.totalPages)));
  });

  it("disables 'more games' exactly on the last page", () => {
    fc.assert(fc.property(walks, (walk) => walk.every(({ after }) => isMoreDisabled(after) === (after.page === after.totalPages))));
  });

  it('appends in order and never holds a page twice', () => {
    fc.assert(
      fc.property(walks, (walk) =>
        walk.every(({ after }) => {
          const pages = after.items.map((tile) => tile.page);
          const ordered = pages.every((page, i) => i === 0 || page >= (pages[i - 1] ?? 0));
          const withinShown = pages.every((page) => page >= 1 && page <= after.page);
          const blocks = pages.filter((page, i) => page !== pages[i - 1]);
          return ordered && withinShown && new Set(blocks).size === blocks.length;
        }),
      ),
    );
  });

  it('keeps the tiles already shown as a prefix when a later page arrives', () => {
    fc.assert(
      fc.property(walks, (walk) =>
        walk.every(({ before, after }) => {
          if (before === null || after.page !== before.page + 1) return true;
          return before.items.every((tile, j) => after.items[j] === tile);
        }),
      ),
    );
  });

  it('goes back to page 1 with nothing shown on reset, from any state', () => {
    fc.assert(
      fc.property(walks, (walk) =>
        walk
          .filter((visit) => visit.step?.kind === 'reset')
          .every(({ after }) => after.page === 1 && after.items.length === 0 && after.pending === 1),
      ),
    );
  });

  it("does nothing on 'more games' on the last page", () => {
    fc.assert(
      fc.property(walks, (walk) =>
        walk.every(({ step: taken, before, after }) => taken?.kind !== 'more' || before === null || !isMoreDisabled(before) || after === before),
      ),
    );
  });
});
