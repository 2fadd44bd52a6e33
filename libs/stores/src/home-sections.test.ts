import { describe, expect, it } from 'vitest';
import { homeCategoryOfVendor, homeGameCategoriesOf, homeSectionsOf } from './home-sections';
import { homeSorting, sortingEntry } from './test-support/home-platform';

describe('home sections', () => {
  it('shows HOT and every offered section in home order, vendor tiles for SPORTS and ELOTT', () => {
    const sections = homeSectionsOf(homeSorting());
    expect(sections).toEqual([
      { kind: 'games', category: 'HOT' },
      { kind: 'games', category: 'RNG' },
      { kind: 'games', category: 'LOCAL' },
      { kind: 'vendors', category: 'SPORTS' },
      { kind: 'vendors', category: 'ELOTT' },
    ]);
    expect(homeGameCategoriesOf(sections)).toEqual(['HOT', 'RNG', 'LOCAL']);
    expect(homeSectionsOf([])).toEqual([{ kind: 'games', category: 'HOT' }]);
  });

  it('finds the category of a vendor: home order first, else the merchant’s', () => {
    const sorting = [sortingEntry('LOCAL', ['KM']), sortingEntry('PVP', ['KM']), sortingEntry('BGS', ['BINGOX'])];
    expect(homeCategoryOfVendor(sorting, 'KM')).toBe('PVP');
    expect(homeCategoryOfVendor(sorting, 'BINGOX')).toBe('BGS');
    expect(homeCategoryOfVendor(sorting, 'NOPE')).toBeNull();
  });
});
