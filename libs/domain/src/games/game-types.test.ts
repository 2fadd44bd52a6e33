import { describe, expect, it } from 'vitest';
import { GAME_CATEGORIES, isGameCategory } from './game-types';

describe('isGameCategory', () => {
  it('knows every category of the spec, in its exact spelling', () => {
    expect(GAME_CATEGORIES).toHaveLength(19);
    for (const category of GAME_CATEGORIES) expect(isGameCategory(category)).toBe(true);
    expect(isGameCategory('rng')).toBe(false);
    expect(isGameCategory('SLOTS')).toBe(false);
  });
});
