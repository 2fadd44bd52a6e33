import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../testing/render';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('links each network that has a link, in a new tab, and shows the logos and copyright', () => {
    renderInBrand(
      <SiteFooter
        socialLinks={[
          { network: 'FACEBOOK', url: 'https://facebook.example/aurora' },
          { network: 'TELEGRAM', url: 'https://t.example/aurora' },
        ]}
        providers={[{ vendorCode: 'PG', name: 'PG Soft', imageUrl: '/cdn/pg.png' }]}
        siteName="Aurora Play"
        copyrightYear={2024}
      />,
    );
    const facebook = screen.getByRole('link', { name: 'Follow us on Facebook (opens in a new tab)' });
    expect(facebook).toHaveAttribute('href', 'https://facebook.example/aurora');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(within(screen.getByRole('list', { name: 'Game providers' })).getByRole('img', { name: 'PG Soft' })).toBeInTheDocument();
    expect(screen.getByText('© 2024 Aurora Play. All rights reserved.')).toBeInTheDocument();
  });

  it('leaves out what it has nothing for', () => {
    renderInBrand(<SiteFooter socialLinks={[]} providers={[]} siteName="Aurora Play" copyrightYear={null} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeEmptyDOMElement();
  });
});
