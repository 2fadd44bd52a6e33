import { describe, expect, it } from 'vitest';
import { pageOf, pageRequestOf, totalPagesOf } from './paging';

describe('paging', () => {
  it('reads page and size from query strings, with the rows to skip', () => {
    expect(pageRequestOf({ pageNo: '3', pageSize: '25' })).toEqual({ pageNo: 3, pageSize: 25, offset: 50 });
  });

  it('defaults to page 1 of 20, or of the size given', () => {
    expect(pageRequestOf({})).toEqual({ pageNo: 1, pageSize: 20, offset: 0 });
    expect(pageRequestOf(undefined, 9)).toEqual({ pageNo: 1, pageSize: 9, offset: 0 });
  });

  it('falls back to the defaults for values that are not whole numbers from 1', () => {
    expect(pageRequestOf({ pageNo: '0', pageSize: 'x' })).toEqual({ pageNo: 1, pageSize: 20, offset: 0 });
    expect(pageRequestOf({ pageNo: '1.5', pageSize: ' ' })).toEqual({ pageNo: 1, pageSize: 20, offset: 0 });
    expect(pageRequestOf({ pageNo: ['2', '3'] })).toEqual({ pageNo: 1, pageSize: 20, offset: 0 });
  });

  it('counts whole pages, 0 for an empty list unless one empty page is asked for', () => {
    expect(totalPagesOf(0, 20)).toBe(0);
    expect(totalPagesOf(0, 20, 1)).toBe(1);
    expect(totalPagesOf(1, 20)).toBe(1);
    expect(totalPagesOf(20, 20)).toBe(1);
    expect(totalPagesOf(21, 20, 1)).toBe(2);
  });

  it('gives the contract Page of a list', () => {
    expect(pageOf({ pageNo: 2, pageSize: 10 }, 25)).toEqual({ pageNo: 2, pageSize: 10, totalPages: 3, totalCount: 25 });
    expect(pageOf({ pageNo: 1, pageSize: 10 }, 0)).toEqual({ pageNo: 1, pageSize: 10, totalPages: 0, totalCount: 0 });
  });
});
