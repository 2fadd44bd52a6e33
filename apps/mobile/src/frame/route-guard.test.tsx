import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockPlatform, renderApp } from '../testing/render-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const session = (type: number) => ({ MC_SESSION_INFO: JSON.stringify({ token: 't-1', merchantCode: 'jade', userName: 'p1', type }) });

describe('guarded screens', () => {
  it('open for a member', async () => {
    mockPlatform(server);
    renderApp('/m/voucherCenter', session(0));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Deposit' })).toBeInTheDocument();
  });

  it('send a guest to login instead, without keeping the screen in the history', async () => {
    mockPlatform(server);
    const { location } = renderApp('/m/withdraw');
    await waitFor(() => expect(location.pathname).toBe('/m/login'));
  });

  it('refuse a free-play account the deposit with the spec message and go home', async () => {
    mockPlatform(server);
    const { location } = renderApp('/m/voucherCenter', session(4));
    expect(await screen.findByText('Please login an actual account to use this function')).toBeInTheDocument();
    // Home's code may take a moment to load: the router keeps the old screen until it has.
    await waitFor(() => expect(location.pathname).toMatch(/^\/m\/?$/), { timeout: 5000 });
    expect(screen.queryByRole('heading', { level: 2, name: 'Deposit' })).not.toBeInTheDocument();
  });

  it('offer a free-play account registration for the member centre', async () => {
    mockPlatform(server);
    const { location } = renderApp('/m/member/home', session(4));
    const offer = await screen.findByRole('alertdialog', { name: /for registered players/ });
    await userEvent.click(within(offer).getByRole('button', { name: 'Register now' }));
    await waitFor(() => expect(location.pathname).toBe('/m/register'), { timeout: 5000 });
  });
});
