import { useId } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { groupSportsVendors, vendorTileImageUrl, type VendorMapping } from '@gp/domain';

const messages = defineMessages({
  sports: { id: 'ui.vendorTileList.sports', defaultMessage: 'Sports', description: 'Heading of the sports vendors in the sports vendor list' },
  esports: { id: 'ui.vendorTileList.esports', defaultMessage: 'E-sports', description: 'Heading of the e-sports vendors in the sports vendor list' },
  cockfight: { id: 'ui.vendorTileList.cockfight', defaultMessage: 'Cockfight', description: 'Heading of the cockfight vendors in the sports vendor list' },
  lottery: { id: 'ui.vendorTileList.lottery', defaultMessage: 'E-lottery', description: 'Heading of the electronic lottery vendors' },
  empty: { id: 'ui.vendorTileList.empty', defaultMessage: 'No data', description: 'A vendor list with no vendors' },
});

/** One vendor tile: its code and name. */
export interface VendorTileVendor {
  readonly vassalage: string;
  readonly displayName: string;
}

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
  /** A vendor tile was tapped, with the category its group stands for. */
  readonly onOpen: (vendor: VendorTileVendor, category: string) => void;
}

interface Group {
  readonly category: string;
  readonly title: MessageDescriptor;
  readonly vendors: readonly VendorTileVendor[];
}

/** Vendor tile images are 3:2; width and height are set so nothing shifts when they arrive. */
const IMAGE_WIDTH = 150;
const IMAGE_HEIGHT = 100;

const Section = styled.section`
  padding: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.sizeMd};
  color: ${({ theme }) => theme.color.text};
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.button`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-align: center;
  cursor: pointer;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${IMAGE_WIDTH} / ${IMAGE_HEIGHT};
    object-fit: contain;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

/** The groups to show: SPORTS split by the domain's `groupSportsVendors`, ELOTT as one group. */
function groupsOf(category: VendorTileCategory, mapping: VendorTileListProps['mapping']): Group[] {
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

function VendorGroup({ group, imageCdn, onOpen }: { group: Group } & Pick<VendorTileListProps, 'imageCdn' | 'onOpen'>) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} data-vendor-group={group.category}>
      <Heading id={headingId}>{intl.formatMessage(group.title)}</Heading>
      <Tiles>
        {group.vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <Tile type="button" onClick={() => onOpen(vendor, group.category)}>
              <img
                src={vendorTileImageUrl(imageCdn, vendor.vassalage, 'COLOR')}
                alt=""
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                loading="lazy"
                decoding="async"
              />
              <span>{vendor.displayName}</span>
            </Tile>
          </li>
        ))}
      </Tiles>
    </Section>
  );
}

/**
 * The vendor tiles that SPORTS and ELOTT show instead of a game grid (SPEC §2 'Game lobby'):
 * sports vendors split into sports, e-sports and cockfight; a group with no vendor (cockfight
 * switched off by the merchant) is left out; 'No data' when there is none at all.
 */
export function VendorTileList({ category, mapping, imageCdn, onOpen }: VendorTileListProps) {
  const intl = useIntl();
  const groups = groupsOf(category, mapping).filter((group) => group.vendors.length > 0);
  if (groups.length === 0) return <Empty>{intl.formatMessage(messages.empty)}</Empty>;
  return (
    <div>
      {groups.map((group) => (
        <VendorGroup key={group.category} group={group} imageCdn={imageCdn} onOpen={onOpen} />
      ))}
    </div>
  );
}
