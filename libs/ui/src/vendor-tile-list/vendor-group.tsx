import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { vendorGameListHref, vendorTileImageUrl } from '@gp/domain';
import { UiLink } from '../link/link';

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

const Tile = styled(UiLink)`
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
  text-decoration: none;
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
}

/**
 * A group of vendor tiles: its heading, then two tiles a row, each the vendor's colour logo and
 * name, a link to the vendor's game list (it works from the first paint of a server render).
 */
export function VendorGroup({ group, imageCdn }: VendorGroupProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} data-vendor-group={group.category}>
      <Heading id={headingId}>{intl.formatMessage(group.title)}</Heading>
      <Tiles>
        {group.vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <Tile to={vendorGameListHref(group.category, vendor.vassalage)}>
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
