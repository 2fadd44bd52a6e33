import type { VendorEntry, VendorMapping } from './game-types';

/** The three groups the sports vendor tiles are shown in (SPEC §2 'Game lobby / game centre'). */
export interface SportsVendorGroups {
  readonly sports: readonly VendorEntry[];
  readonly esports: readonly VendorEntry[];
  readonly cockfight: readonly VendorEntry[];
}

const unique = (vendors: readonly VendorEntry[] | undefined): readonly VendorEntry[] => {
  const seen = new Set<string>();
  return (vendors ?? []).filter((vendor) => {
    if (seen.has(vendor.vassalage)) return false;
    seen.add(vendor.vassalage);
    return true;
  });
};

/**
 * Splits the sports vendors into sports, esports and cockfight groups by the vendor mapping's
 * SPORTS, ESPORTS and COCKFIGHT lists, each in the mapping's order without repeats.
 */
export function groupSportsVendors(mapping: VendorMapping): SportsVendorGroups {
  return {
    sports: unique(mapping.SPORTS),
    esports: unique(mapping.ESPORTS),
    cockfight: unique(mapping.COCKFIGHT),
  };
}

/** Tells whether a sports group has something to show; an empty group is left out of the screen. */
export function hasSportsVendors(groups: SportsVendorGroups): boolean {
  return groups.sports.length + groups.esports.length + groups.cockfight.length > 0;
}
