import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../testing/render';
import { UiLink, UiLinkProvider, type UiLinkProps } from './link';

function RouterLink({ to, children, ...rest }: UiLinkProps) {
  return (
    <a href={`#router${to}`} data-router="yes" {...rest}>
      {children}
    </a>
  );
}

describe('UiLink', () => {
  it('is a plain anchor under /m without a provider', () => {
    renderInBrand(<UiLink to="/activity">Promotions</UiLink>);
    expect(screen.getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/m/activity');
  });

  it('uses the app router link from the provider', () => {
    renderInBrand(
      <UiLinkProvider component={RouterLink}>
        <UiLink to="/vip" aria-current="page">
          VIP
        </UiLink>
      </UiLinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'VIP' });
    expect(link).toHaveAttribute('href', '#router/vip');
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});
