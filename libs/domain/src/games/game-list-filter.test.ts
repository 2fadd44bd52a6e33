import { describe, expect, it } from 'vitest';
import {
  chooseGameCentreTab,
  gameListRequest,
  listNeedsReset,
  withClassification,
  withSearchText,
  withVendor,
} from './game-list-filter';

describe('chooseGameCentreTab', () => {
  it('starts on the lobby with nothing narrowed', () => {
    expect(chooseGameCentreTab()).toEqual({ tab: 'ALL', searchText: '', classification: 'all', vendor: null });
  });

  it('clears the search text, classification and vendor when a tab is chosen', () => {
    const narrowed = withVendor(withClassification(withSearchText(chooseGameCentreTab('RNG'), 'tiger'), 'fav'), 'PG');
    expect(narrowed).toEqual({ tab: 'RNG', searchText: 'tiger', classification: 'fav', vendor: 'PG' });
    expect(chooseGameCentreTab('LIVE')).toEqual({ tab: 'LIVE', searchText: '', classification: 'all', vendor: null });
  });
});

describe('listNeedsReset', () => {
  const start = chooseGameCentreTab('RNG');

  it('resets on a change of filter, search text, vendor or tab', () => {
    expect(listNeedsReset(start, withClassification(start, 'new'))).toBe(true);
    expect(listNeedsReset(start, withSearchText(start, 'tiger'))).toBe(true);
    expect(listNeedsReset(start, withVendor(start, 'PG'))).toBe(true);
    expect(listNeedsReset(start, chooseGameCentreTab('LIVE'))).toBe(true);
  });

  it('does not reset when nothing that is sent changed', () => {
    expect(listNeedsReset(start, start)).toBe(false);
    expect(listNeedsReset(withSearchText(start, 'tiger'), withSearchText(start, ' tiger  '))).toBe(false);
  });
});

describe('gameListRequest', () => {
  it('sends an empty game type, classify and vendor for the lobby, page size 9', () => {
    expect(gameListRequest(chooseGameCentreTab(), 1)).toEqual({
      gameName: '',
      gameType: '',
      pageNo: 1,
      pageSize: 9,
      vassalage: '',
      gameClassify: '',
      isNew: null,
    });
  });

  it('sends the trimmed name, category, vendor and classify', () => {
    const filter = withVendor(withClassification(withSearchText(chooseGameCentreTab('RNG'), '  tiger '), 'new'), 'PG');
    expect(gameListRequest(filter, 3)).toEqual({
      gameName: 'tiger',
      gameType: 'RNG',
      pageNo: 3,
      pageSize: 9,
      vassalage: 'PG',
      gameClassify: 'new',
      isNew: 1,
    });
    expect(gameListRequest(withClassification(filter, 'fav'), 1)).toMatchObject({ gameClassify: 'fav', isNew: null });
  });
});
