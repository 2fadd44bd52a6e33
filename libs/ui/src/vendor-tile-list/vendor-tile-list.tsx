import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { groupSportsVendors, type VendorMapping } from '@gp/domain';
import { VendorGroup, type VendorGroupOfTiles, type VendorTileVendor } from './vendor-group';

export type { VendorTileVendor } from './vendor-group';

const messages = defineMessages({
  sports: { id: 'ui.vendorTileList.sports', defaultMessage: 'Sports', description: 'Heading of the sports vendors in the sports vendor list' },
  esports: { id: 'ui.vendorTileList.esports', defaultMessage: 'E-sports', description: 'Heading of the e-sports vendors in the sports vendor list' },
  cockfight: { id: 'ui.vendorTileList.cockfight', defaultMessage: 'Cockfight', description: 'Heading of the cockfight vendors in the sports vendor list' },
  lottery: { id: 'ui.vendorTileList.lottery', defaultMessage: 'E-lottery', description: 'Heading of the electronic lottery vendors' },
  empty: { id: 'ui.vendorTileList.empty', defaultMessage: 'No data', description: 'A vendor list with no vendors' },
});

/** The categories shown as vendor tiles (domain `VENDOR_TILE_TABS`). */
export type VendorTileCategory = 'SPORTS' | 'ELOTT';

/** Props of VendorTileList. */
export interface VendorTileListProps {
  /** SPORTS (split into sports, e-sports and cockfight) or ELOTT. */
  readonly category: VendorTileCategory;
  /** The merchant's vendor mapping with vendor names; a category switched off is absent. */
  readonly mapping: Readonly<Partial<Record<string, readonly VendorTileVendor[]>>>;
  /** The image CDN base (domain `pickImageCdn`). */
  readonly imageCdn: string;
}

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

/** The groups to show: SPORTS split by the domain's `groupSportsVendors`, ELOTT as one group. */
function groupsOf(category: VendorTileCategory, mapping: VendorTileListProps['mapping']): VendorGroupOfTiles[] {
  const byCode = new Map(Object.values(mapping).flatMap((vendors) => (vendors ?? []).map((vendor) => [vendor.vassalage, vendor] as const)));
  const named = (entries: readonly { readonly vassalage: string }[]) =>
    entries.map((entry) => byCode.get(entry.vassalage)).filter((vendor): vendor is VendorTileVendor => vendor !== undefined);
  if (category === 'ELOTT') return [{ category: 'ELOTT', title: messages.lottery, vendors: named(mapping.ELOTT ?? []) }];
  const groups = groupSportsVendors(mapping as VendorMapping);
  return [
    { category: 'SPORTS', title: messages.sports, vendors: named(groups.sports) },
    { category: 'ESPORTS', title: messages.esports, vendors: named(groups.esports) },
    { category: 'COCKFIGHT', title: messages.cockfight, vendors: named(groups.cockfight) },
  ];
}

/**
 * The vendor tiles that SPORTS and ELOTT show instead of a game grid (SPEC §2 'Game lobby'):
 * sports vendors split into sports, e-sports and cockfight; a group with no vendor (cockfight
 * switched off by the merchant) is left out; 'No data' when there is none at all.
 */
export function VendorTileList({ category, mapping, imageCdn }: VendorTileListProps) {
  const intl = useIntl();
  const groups = groupsOf(category, mapping).filter((group) => group.vendors.length > 0);
  if (groups.length === 0) return <Empty>{intl.formatMessage(messages.empty)}</Empty>;
  return (
    <div>
      {groups.map((group) => (
        <VendorGroup key={group.category} group={group} imageCdn={imageCdn} />
      ))}
    </div>
  );
}
