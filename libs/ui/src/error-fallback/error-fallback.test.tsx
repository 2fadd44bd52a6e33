import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { ErrorFallback } from './error-fallback';

describe('ErrorFallback', () => {
  it('says something went wrong, retries and links home', async () => {
    const onRetry = vi.fn();
    renderInBrand(<ErrorFallback onRetry={onRetry} />);
    expect(screen.getByRole('region', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/m/');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('has a variant for a page that failed to load', async () => {
    const onRetry = vi.fn();
    renderInBrand(<ErrorFallback variant="chunk" onRetry={onRetry} showHome={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('titles itself one level below the page heading inside a frame', () => {
    renderInBrand(<ErrorFallback onRetry={vi.fn()} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
