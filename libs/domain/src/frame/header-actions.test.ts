import { describe, expect, it } from 'vitest';
import { isFreePlayOffered } from './header-actions';

describe('isFreePlayOffered', () => {
  it('offers free play to a guest when FREEPLAY3 is on', () => {
    expect(isFreePlayOffered(false, { FREEPLAY3: true })).toBe(true);
  });

  it('does not offer it to a logged-in visitor', () => {
    expect(isFreePlayOffered(true, { FREEPLAY3: true })).toBe(false);
  });

  it('does not offer it when FREEPLAY3 is off or not listed', () => {
    expect(isFreePlayOffered(false, { FREEPLAY3: false })).toBe(false);
    expect(isFreePlayOffered(false, { CBS3: true })).toBe(false);
  });
});
