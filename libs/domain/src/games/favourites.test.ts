import { describe, expect, it } from 'vitest';
import {
  addFavouriteId,
  decideFavouriteToggle,
  favouritePayload,
  isFavourite,
  removeFavouriteId,
  tilesAfterUnfavourite,
} from './favourites';

describe('favourite ids', () => {
  it('holds nodeIds as strings and matches numbers by their string form', () => {
    expect(isFavourite(['301'], 301)).toBe(true);
    expect(isFavourite(['301'], '302')).toBe(false);
  });

  it('appends the id on add, once', () => {
    expect(addFavouriteId(['1', '2'], 3)).toEqual(['1', '2', '3']);
    const ids = ['1', '2'];
    expect(addFavouriteId(ids, '1')).toBe(ids);
  });

  it('removes the id on remove, keeping the others in order', () => {
    expect(removeFavouriteId(['1', '2', '3'], 2)).toEqual(['1', '3']);
    expect(removeFavouriteId(['1'], '9')).toEqual(['1']);
  });
});

describe('tilesAfterUnfavourite', () => {
  const tiles = [{ nodeId: 1 }, { nodeId: '2' }, { nodeId: 3 }];

  it('removes the tile in the favourites filter', () => {
    expect(tilesAfterUnfavourite(tiles, 2, true)).toEqual([{ nodeId: 1 }, { nodeId: 3 }]);
  });

  it('keeps the tiles anywhere else', () => {
    expect(tilesAfterUnfavourite(tiles, 2, false)).toBe(tiles);
  });
});

describe('favouritePayload', () => {
  it('sends nodeId and vendor', () => {
    expect(favouritePayload({ nodeId: 301, vassalage: 'PG' })).toEqual({ nodeId: 301, vendor: 'PG' });
  });
});

describe('decideFavouriteToggle', () => {
  it("sends a guest to login with 'in_logged_login'", () => {
    expect(decideFavouriteToggle(false, false)).toEqual({ kind: 'login', prompt: 'notice.loginFirst', path: '/login' });
    expect(decideFavouriteToggle(false, true).kind).toBe('login');
  });

  it("adds with 'in_please_wait' for 2 s then 'in_chang_saved' for 1 s", () => {
    expect(decideFavouriteToggle(true, false)).toEqual({
      kind: 'add',
      loading: 'in_please_wait',
      loadingMs: 2000,
      saved: 'in_chang_saved',
      savedMs: 1000,
    });
  });

  it("removes with 'in_please_wait' for 1 s", () => {
    expect(decideFavouriteToggle(true, true)).toEqual({ kind: 'remove', loading: 'in_please_wait', loadingMs: 1000 });
  });
});
