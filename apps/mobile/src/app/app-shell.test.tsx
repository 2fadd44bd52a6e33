import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE, mockPlatform, renderApp, type PlatformOptions } from '../testing/render-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const platform = (options: PlatformOptions) => mockPlatform(server, options);

describe('AppShell', () => {
  it('shows the brand of the whitelabel on the home screen', async () => {
    platform({});
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jade Lotto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/m/login');
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows the maintenance page for status 1 on every route', async () => {
    platform({ maintenance: true });
    renderApp('/m/gameCenter');
    expect(await screen.findByRole('heading', { name: 'The platform is under maintenance' })).toBeInTheDocument();
  });

  it('shows the access-restricted page for status 2', async () => {
    platform({ regionRestriction: true });
    renderApp();
    expect(await screen.findByRole('heading', { name: 'IP or location restricted access' })).toBeInTheDocument();
  });

  it('shows the frame and title of a screen built later', async () => {
    platform({});
    renderApp('/m/voucherCenter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('falls back to home for an unknown path', async () => {
    platform({});
    const { location } = renderApp('/m/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jade Lotto' })).toBeInTheDocument();
    await waitFor(() => expect(location.pathname).toMatch(/^\/m\/?$/));
  });

  it('uses the neutral look under the merchant name for an unknown pack', async () => {
    platform({ pack: 'missing-pack', siteName: 'Nova Casino' });
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova Casino' })).toBeInTheDocument();
  });

  it('offers a retry when the platform cannot be reached, then recovers', async () => {
    server.use(
      http.get(`${BASE}/wps/system/status`, () => HttpResponse.error()),
      http.get(`${BASE}/wps/system/whitelabel`, () => HttpResponse.error()),
    );
    renderApp();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('heading', { name: 'We cannot reach the platform' })).toBeInTheDocument();
    platform({});
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jade Lotto' })).toBeInTheDocument();
  });
});
