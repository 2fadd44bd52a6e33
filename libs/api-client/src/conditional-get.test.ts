import { describe, expect, it } from 'vitest';
import { entityTagMatches } from './conditional-get';

describe('entityTagMatches', () => {
  it('matches the tag weakly, in a list or through *, and nothing else', () => {
    expect(entityTagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(entityTagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(entityTagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(entityTagMatches(' * ', 'W/"abc"')).toBe(true);
    expect(entityTagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(entityTagMatches('', 'W/"abc"')).toBe(false);
    expect(entityTagMatches(undefined, 'W/"abc"')).toBe(false);
  });
});
