import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../testing/render';
import { StatusScreen } from './status-screen';

describe('StatusScreen', () => {
  it('is the page landmark with its title as the heading', () => {
    renderInBrand(<StatusScreen tone="maintenance" title="Under maintenance" body="Back soon" />);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeInTheDocument();
    expect(screen.getByText('Back soon')).toBeInTheDocument();
  });

  it('can sit inside a frame that already has the main landmark', () => {
    renderInBrand(<StatusScreen tone="offline" title="Oops" body="" landmark={false} />);
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Oops' })).toBeInTheDocument();
  });

  it('shows its action', () => {
    renderInBrand(<StatusScreen tone="offline" title="No connection" body="" action={<button type="button">Try again</button>} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
