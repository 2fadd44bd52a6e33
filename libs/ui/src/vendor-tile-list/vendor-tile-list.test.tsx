import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../testing/render';
import { VendorTileList } from './vendor-tile-list';

const mapping = {
  SPORTS: [
    { vassalage: 'SABA', displayName: 'SABA Sports' },
    { vassalage: 'CMD', displayName: 'CMD368' },
  ],
  ESPORTS: [{ vassalage: 'TF', displayName: 'TF Gaming' }],
  COCKFIGHT: [{ vassalage: 'SV388', displayName: 'SV388' }],
  ELOTT: [{ vassalage: 'TCG_LOTTO_VN', displayName: 'VN Lottery' }],
};

describe('VendorTileList', () => {
  it('splits the sports vendors into sports, e-sports and cockfight, in the mapping order', () => {
    renderInBrand(<VendorTileList category="SPORTS" mapping={mapping} imageCdn="" />);
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(['Sports', 'E-sports', 'Cockfight']);
    const sports = screen.getByRole('region', { name: 'Sports' });
    expect([...sports.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['SABA Sports', 'CMD368']);
    expect(screen.queryByText('VN Lottery')).not.toBeInTheDocument();
  });

  it('leaves cockfight out when the merchant switched it off', () => {
    const withoutCockfight = Object.fromEntries(Object.entries(mapping).filter(([category]) => category !== 'COCKFIGHT'));
    renderInBrand(<VendorTileList category="SPORTS" mapping={withoutCockfight} imageCdn="" />);
    expect(screen.queryByRole('region', { name: 'Cockfight' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'E-sports' })).toBeInTheDocument();
  });

  it("links a vendor to its game list under its group's category, with its colour image", () => {
    const { container } = renderInBrand(<VendorTileList category="SPORTS" mapping={mapping} imageCdn="https://cdn.test" />);
    expect(screen.getByRole('link', { name: 'TF Gaming' })).toHaveAttribute('href', '/m/gameList?gameType=ESPORTS&vassalage=TF');
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.test/TCG_PROD_IMAGES/B2C/vendor/SABA_COLOR.png');
  });

  it('shows the e-lottery vendors as one group, and No data without vendors', () => {
    const { rerender } = renderInBrand(<VendorTileList category="ELOTT" mapping={mapping} imageCdn="" />);
    expect(screen.getByRole('link', { name: 'VN Lottery' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    rerender(<VendorTileList category="SPORTS" mapping={{}} imageCdn="" />);
    expect(screen.getByText('No data')).toBeInTheDocument();
  });
});
