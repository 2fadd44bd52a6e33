import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockPlatform, renderApp } from '../testing/render-app';
import type * as I18n from '@gp/i18n';
import { SIGNAL_SETTLE_MS } from '@gp/ui';
import { BootProblem } from './boot-problem';

type I18nModule = typeof I18n;

// No catalogue comes: the chunk of every language fails, as on a first visit that loses its connection.
vi.mock('@gp/i18n', async (importOriginal) => ({
  ...(await importOriginal<I18nModule>()),
  loadMessages: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('BootProblem', () => {
  it('replaces the boot splash when no catalogue can load, instead of spinning for ever', async () => {
    mockPlatform(server);
    renderApp('/m/');
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Could not load. Check your connection.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it("speaks the player's language without a catalogue, and tries again on the button and when the connection returns", async () => {
    const retry = vi.fn();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<BootProblem language="tl" onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Hindi ma-load. Tingnan ang koneksyon.');
    await userEvent.click(screen.getByRole('button', { name: 'Subukan muli' }));
    expect(retry).toHaveBeenCalledTimes(1);
    // A second after the connection returns (it settles first), once.
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(retry).toHaveBeenCalledTimes(2), { timeout: SIGNAL_SETTLE_MS + 1_000 });
    onLine.mockRestore();
  });
});
