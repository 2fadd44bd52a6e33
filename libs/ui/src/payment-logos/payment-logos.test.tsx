import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../testing/render';
import { PaymentLogos } from './payment-logos';

describe('PaymentLogos', () => {
  it('shows every logo named by its method, sized and lazy', () => {
    renderInBrand(<PaymentLogos title="Payment methods" logos={[{ name: 'GCash', imageUrl: '/p/gcash.png' }, { name: 'Maya', imageUrl: '/p/maya.png' }]} />);
    const section = screen.getByRole('region', { name: 'Payment methods' });
    const gcash = within(section).getByRole('img', { name: 'GCash' });
    expect(gcash).toHaveAttribute('width', '160');
    expect(gcash).toHaveAttribute('loading', 'lazy');
    expect(within(section).getByRole('img', { name: 'Maya' })).toBeInTheDocument();
  });

  it('renders nothing without logos', () => {
    const { container } = renderInBrand(<PaymentLogos title="Payment methods" logos={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
