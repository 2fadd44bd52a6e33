import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../testing/render';
import { BrandLogo } from './brand-logo';

describe('BrandLogo', () => {
  it('shows the brand name beside a decorative mark', () => {
    const { container } = renderInBrand(<BrandLogo />, { brand: 'jade' });
    expect(screen.getByText('Jade Lotto')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('names the image itself when the name is hidden', () => {
    renderInBrand(<BrandLogo showName={false} size="large" />, { brand: 'aurora' });
    expect(screen.getByRole('img', { name: 'Aurora Play' })).toHaveAttribute('src', expect.stringContaining('svg'));
  });
});
