import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Boom({ fail }: { readonly fail: boolean }) {
  if (fail) throw new Error('page bug');
  return <p>page</p>;
}

const fallback = (error: unknown) => <p>{`failed: ${(error as Error).message}`}</p>;

describe('ErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the fallback with the error instead of a blank screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallback={fallback}>
        <Boom fail />
      </ErrorBoundary>,
    );
    expect(screen.getByText('failed: page bug')).toBeInTheDocument();
  });

  it('keeps the fallback for the same key and tries again on a new one', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ErrorBoundary resetKey="/a" fallback={fallback}>
        <Boom fail />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary resetKey="/a" fallback={fallback}>
        <Boom fail={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('failed: page bug')).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKey="/b" fallback={fallback}>
        <Boom fail={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
  });
});
