import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../testing/render';
import { LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay', () => {
  it('announces the default message at once', () => {
    renderInBrand(<LoadingOverlay />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait…');
  });

  it('shows the given message and holds the focus', async () => {
    renderInBrand(
      <>
        <button type="button">Behind</button>
        <LoadingOverlay message="Logging in…" />
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Logging in…');
    expect(alert).toHaveFocus();
    await userEvent.tab();
    expect(alert).toHaveFocus();
  });
});
