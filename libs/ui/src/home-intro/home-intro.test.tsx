import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../testing/render';
import { HomeIntro } from './home-intro';

describe('HomeIntro', () => {
  it('introduces the site and leads to the deposit screen it is given', () => {
    renderInBrand(<HomeIntro title="Welcome to Aurora Play" text="Slots and more." depositTo="/voucherCenter" />);
    expect(screen.getByRole('region', { name: 'Welcome to Aurora Play' })).toHaveTextContent('Slots and more.');
    expect(screen.getByRole('link', { name: 'Deposit now' })).toHaveAttribute('href', '/m/voucherCenter');
  });
});
