import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { VendorIconRow } from './vendor-icon-row';

const vendors = [
  { vassalage: 'PG', displayName: 'PG Soft' },
  { vassalage: 'JILI', displayName: 'Jili' },
];

describe('VendorIconRow', () => {
  it('shows each vendor as a toggle button with its image from the CDN', () => {
    const { container } = renderInBrand(<VendorIconRow vendors={vendors} selected="JILI" onSelect={vi.fn()} imageCdn="https://cdn.test/" />);
    expect(screen.getByRole('group', { name: 'Game providers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Jili' })).toHaveAttribute('aria-pressed', 'true');
    const sources = [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources).toEqual([
      'https://cdn.test/TCG_PROD_IMAGES/B2C/vendor/PG_WHITE.png',
      'https://cdn.test/TCG_PROD_IMAGES/B2C/vendor/JILI_COLOR.png',
    ]);
    expect(container.querySelector('img')).toHaveAttribute('width', '40');
  });

  it('chooses a vendor, and every vendor again when the chosen one is tapped', async () => {
    const onSelect = vi.fn();
    renderInBrand(<VendorIconRow vendors={vendors} selected="JILI" onSelect={onSelect} imageCdn="" />);
    await userEvent.click(screen.getByRole('button', { name: 'PG Soft' }));
    expect(onSelect).toHaveBeenLastCalledWith('PG');
    await userEvent.click(screen.getByRole('button', { name: 'Jili' }));
    expect(onSelect).toHaveBeenLastCalledWith(null);
  });
});
