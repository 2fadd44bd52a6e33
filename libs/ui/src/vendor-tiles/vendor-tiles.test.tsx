import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../testing/render';
import { VendorTiles, type VendorTile } from './vendor-tiles';

const vendors: VendorTile[] = [
  { vendorCode: 'SBO', displayName: 'SBOBET', imageUrl: '/v/SBO_COLOR.png' },
  { vendorCode: 'SABA', displayName: 'SABA Sports', imageUrl: '/v/SABA_COLOR.png' },
];

describe('VendorTiles', () => {
  it('links every vendor to its games and the section to the game centre', () => {
    renderInBrand(<VendorTiles title="Sports" viewAllTo="/gameCenter?type=SPORTS" vendors={vendors} linkOf={(code) => `/gameList?gameType=SPORTS&vassalage=${code}`} />);
    const section = screen.getByRole('region', { name: 'Sports' });
    expect(within(section).getByRole('link', { name: 'SBOBET' })).toHaveAttribute('href', '/m/gameList?gameType=SPORTS&vassalage=SBO');
    expect(within(section).getByRole('link', { name: 'SABA Sports' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'View all Sports' })).toHaveAttribute('href', '/m/gameCenter?type=SPORTS');
  });

  it('reserves the logo size and loads logos lazily', () => {
    const { container } = renderInBrand(<VendorTiles title="Sports" viewAllTo="/x" vendors={vendors} linkOf={() => '/x'} />);
    const logo = container.querySelector('img');
    expect(logo).toHaveAttribute('width', '240');
    expect(logo).toHaveAttribute('height', '96');
    expect(logo).toHaveAttribute('loading', 'lazy');
  });

  it('renders nothing without vendors', () => {
    const { container } = renderInBrand(<VendorTiles title="Sports" viewAllTo="/x" vendors={[]} linkOf={() => '/x'} />);
    expect(container).toBeEmptyDOMElement();
  });
});
