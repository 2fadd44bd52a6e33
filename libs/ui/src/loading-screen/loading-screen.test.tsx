import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../testing/render';
import { LoadingScreen } from './loading-screen';

describe('LoadingScreen', () => {
  it('announces itself politely to screen readers', () => {
    renderInBrand(<LoadingScreen showLabel={false} />);
    const status = screen.getByRole('status', { name: 'Loading…' });
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});
