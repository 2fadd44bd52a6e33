import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { vendorTileImageUrl } from '@gp/domain';
import { useHydrated } from '../form/use-hydrated';

const messages = defineMessages({
  label: { id: 'ui.vendorIconRow.label', defaultMessage: 'Game providers', description: 'Accessible name of the row of vendor buttons over a game grid' },
});

/** One vendor of the row: its code and name. */
export interface VendorIcon {
  readonly vassalage: string;
  readonly displayName: string;
}

/** Props of VendorIconRow. */
export interface VendorIconRowProps {
  readonly vendors: readonly VendorIcon[];
  /** The chosen vendor code, or null for every vendor. */
  readonly selected: string | null;
  /** A vendor was chosen, or null when the chosen one was tapped again (every vendor). */
  readonly onSelect: (vendor: string | null) => void;
  /** The image CDN base the vendor images come from (domain `pickImageCdn`). */
  readonly imageCdn: string;
}

/** Vendor images are square; width and height are set so nothing shifts when they arrive. */
const VENDOR_IMAGE_SIZE = 40;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
  padding: ${({ theme }) => theme.space.sm};
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Vendor = styled.button`
  flex: none;
  display: grid;
  justify-items: center;
  gap: 0.125rem;
  width: 4.5rem;
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-size: 0.75rem;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  img {
    display: block;
    width: 2.5rem;
    height: 2.5rem;
    object-fit: contain;
  }
  span {
    max-width: 100%;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

/**
 * The vendor icon row of the RNG, PVP, FISH and LIVE tabs (SPEC §2 'Game lobby'): one toggle
 * button per vendor with its image (colour when chosen, white otherwise); tapping the chosen
 * vendor again shows every vendor. In a server render they wait, disabled, until the page is live.
 */
export function VendorIconRow({ vendors, selected, onSelect, imageCdn }: VendorIconRowProps) {
  const intl = useIntl();
  const live = useHydrated();
  return (
    <Row role="group" aria-label={intl.formatMessage(messages.label)}>
      {vendors.map((vendor) => {
        const pressed = vendor.vassalage === selected;
        return (
          <Vendor key={vendor.vassalage} type="button" aria-pressed={pressed} disabled={!live} onClick={() => onSelect(pressed ? null : vendor.vassalage)}>
            <img
              src={vendorTileImageUrl(imageCdn, vendor.vassalage, pressed ? 'COLOR' : 'WHITE')}
              alt=""
              width={VENDOR_IMAGE_SIZE}
              height={VENDOR_IMAGE_SIZE}
              loading="lazy"
              decoding="async"
            />
            <span>{vendor.displayName}</span>
          </Vendor>
        );
      })}
    </Row>
  );
}
