import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildQueryString, parseQueryString, queryValue, withQuery } from './query-string';

describe('buildQueryString', () => {
  it('keeps the order, encodes names and values and leaves out missing values', () => {
    expect(buildQueryString([['a b', 'x&y=z'], ['n', 3], ['skip', undefined], ['none', null], ['e', '']])).toBe(
      'a%20b=x%26y%3Dz&n=3&e=',
    );
  });

  it('is empty without values', () => {
    expect(buildQueryString([])).toBe('');
    expect(withQuery('/gameList', [['x', undefined]])).toBe('/gameList');
    expect(withQuery('/gameList', [['x', 1]])).toBe('/gameList?x=1');
  });
});

describe('parseQueryString', () => {
  it('reads with or without the leading ?, first occurrence wins, + is a space', () => {
    const query = parseQueryString('?a=1&b=two+words&a=2&flag&&c=%2Fm%2F');
    expect([...query]).toEqual([
      ['a', '1'],
      ['b', 'two words'],
      ['flag', ''],
      ['c', '/m/'],
    ]);
    expect(parseQueryString('x=1').get('x')).toBe('1');
    expect(parseQueryString('').size).toBe(0);
  });

  it('keeps a malformed escape as written', () => {
    expect(parseQueryString('bad=%E0%A4%A&ok=1').get('bad')).toBe('%E0%A4%A');
  });

  it('round-trips whatever buildQueryString writes', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(fc.string({ minLength: 1 }), fc.string()), { selector: ([name]) => name }), (pairs) => {
        const parsed = parseQueryString(buildQueryString(pairs));
        expect([...parsed]).toEqual(pairs);
      }),
    );
  });
});

describe('queryValue', () => {
  it('trims and treats blank as missing', () => {
    const query = parseQueryString('a=%20x%20&b=%20&c=');
    expect(queryValue(query, 'a')).toBe('x');
    expect(queryValue(query, 'b')).toBeUndefined();
    expect(queryValue(query, 'c')).toBeUndefined();
    expect(queryValue(query, 'd')).toBeUndefined();
  });
});
