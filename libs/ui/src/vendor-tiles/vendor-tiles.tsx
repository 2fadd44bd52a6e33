import { useId } from 'react';
import styled from 'styled-components';
import { GameRowHeader } from '../game-row/game-row';
import { UiLink } from '../link/link';
import { renderWhenNear } from '../render-when-near/render-when-near';

/** One vendor of a SPORTS or ELOTT section. */
export interface VendorTile {
  readonly vendorCode: string;
  readonly displayName: string;
  /** The vendor's colour tile image (240 × 96). */
  readonly imageUrl: string;
}

/** Props of VendorTiles. */
export interface VendorTilesProps {
  readonly title: string;
  /** In-app path of the section's 'view all' link. */
  readonly viewAllTo: string;
  readonly vendors: readonly VendorTile[];
  /** In-app path a vendor's tile opens (its game list). */
  readonly linkOf: (vendorCode: string) => string;
}

/** The vendor tile images' size, set so that nothing shifts while they load. */
export const VENDOR_TILE_IMAGE_SIZE = { width: 240, height: 96 } as const;

/** The section, its drawing skipped while far below the screen (two rows of vendor tiles held meanwhile). */
const Section = styled.section`
  ${renderWhenNear('14rem')}
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled(UiLink)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-bottom: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-align: center;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -3px;
  }
`;

const Logo = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${VENDOR_TILE_IMAGE_SIZE.width} / ${VENDOR_TILE_IMAGE_SIZE.height};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

/**
 * A SPORTS or ELOTT section of home (SPEC §2 'Home'): vendor tiles instead of games, each opening
 * the vendor's games, under the section title and its 'view all' link. Nothing without vendors.
 */
export function VendorTiles({ title, viewAllTo, vendors, linkOf }: VendorTilesProps) {
  const headingId = useId();
  if (vendors.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <GameRowHeader title={title} viewAllTo={viewAllTo} headingId={headingId} />
      <List>
        {vendors.map((vendor) => (
          <li key={vendor.vendorCode}>
            <Tile to={linkOf(vendor.vendorCode)}>
              <Logo
                src={vendor.imageUrl}
                alt=""
                width={VENDOR_TILE_IMAGE_SIZE.width}
                height={VENDOR_TILE_IMAGE_SIZE.height}
                loading="lazy"
                decoding="async"
              />
              <span>{vendor.displayName}</span>
            </Tile>
          </li>
        ))}
      </List>
    </Section>
  );
}
