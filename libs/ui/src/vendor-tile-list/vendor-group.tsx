import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { vendorTileImageUrl } from '@gp/domain';
import { useHydrated } from '../form/use-hydrated';

/** One vendor tile: its code and name. */
export interface VendorTileVendor {
  readonly vassalage: string;
  readonly displayName: string;
}

/** One group of vendor tiles under its heading (sports, e-sports, cockfight, e-lottery), with the category it stands for. */
export interface VendorGroupOfTiles {
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

/** Props of VendorGroup. */
export interface VendorGroupProps {
  readonly group: VendorGroupOfTiles;
  /** The image CDN base (domain `pickImageCdn`). */
  readonly imageCdn: string;
  readonly onOpen: (vendor: VendorTileVendor, category: string) => void;
}

/** A group of vendor tiles: its heading, then two tiles a row, each the vendor's colour logo and name (live once a server-rendered page is). */
export function VendorGroup({ group, imageCdn, onOpen }: VendorGroupProps) {
  const intl = useIntl();
  const headingId = useId();
  const live = useHydrated();
  return (
    <Section aria-labelledby={headingId} data-vendor-group={group.category}>
      <Heading id={headingId}>{intl.formatMessage(group.title)}</Heading>
      <Tiles>
        {group.vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <Tile type="button" onClick={() => onOpen(vendor, group.category)} disabled={!live}>
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
