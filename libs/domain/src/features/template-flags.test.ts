import { describe, expect, it } from 'vitest';
import { depositDetailLayout, isPersonalPromoEnabled, memberCentreLayout, templateLayoutOf } from './template-flags';

describe('template flags', () => {
  it("selects the new layout only for '1'", () => {
    expect(templateLayoutOf('1')).toBe('new');
    for (const value of ['0', '', 'true', null, undefined]) expect(templateLayoutOf(value)).toBe('base');
    expect(memberCentreLayout({ mem_cen: '1', dep_func: '0' })).toBe('new');
    expect(depositDetailLayout({ mem_cen: '1', dep_func: '0' })).toBe('base');
  });
});

describe('personal promos', () => {
  it('reads MISSION and LOGIN, missing counting as off', () => {
    const promos = { MISSION: { enabled: true }, LOGIN: { enabled: false } };
    expect(isPersonalPromoEnabled(promos, 'MISSION')).toBe(true);
    expect(isPersonalPromoEnabled(promos, 'LOGIN')).toBe(false);
    expect(isPersonalPromoEnabled({}, 'LOGIN')).toBe(false);
    expect(isPersonalPromoEnabled(null, 'MISSION')).toBe(false);
  });
});
