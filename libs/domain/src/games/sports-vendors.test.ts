import { describe, expect, it } from 'vitest';
import { groupSportsVendors, hasSportsVendors } from './sports-vendors';

describe('groupSportsVendors', () => {
  it('splits sports vendors into sports, esports and cockfight groups in mapping order', () => {
    const groups = groupSportsVendors({
      SPORTS: [{ vassalage: 'SABA' }, { vassalage: 'BTI' }, { vassalage: 'SABA' }],
      ESPORTS: [{ vassalage: 'TF' }],
      COCKFIGHT: [{ vassalage: 'SV388' }],
      RNG: [{ vassalage: 'PG' }],
    });
    expect(groups).toEqual({
      sports: [{ vassalage: 'SABA' }, { vassalage: 'BTI' }],
      esports: [{ vassalage: 'TF' }],
      cockfight: [{ vassalage: 'SV388' }],
    });
    expect(hasSportsVendors(groups)).toBe(true);
  });

  it('gives empty groups for categories the mapping lacks', () => {
    const groups = groupSportsVendors({ ESPORTS: [] });
    expect(groups).toEqual({ sports: [], esports: [], cockfight: [] });
    expect(hasSportsVendors(groups)).toBe(false);
  });
});
