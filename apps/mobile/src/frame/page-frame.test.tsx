import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE, envelope, mockPlatform, renderApp } from '../testing/render-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const MEMBER = { MC_SESSION_INFO: JSON.stringify({ token: 't-1', merchantCode: 'jade', userName: 'demo', type: 0 }) };

async function openSideMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
  return within(await screen.findByRole('navigation', { name: 'Side menu' }));
}

describe('page frame', () => {
  it('gives a headerless route one hidden h1 and no footer', async () => {
    mockPlatform(server);
    renderApp('/m/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('shows the header with title and back, and the footer with the active item', async () => {
    mockPlatform(server);
    renderApp('/m/gameCenter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Game center' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    const footer = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(footer.getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers free play to guests when FREEPLAY3 is on', async () => {
    mockPlatform(server, { features: [{ modId: 'FREEPLAY3', enabled: true }] });
    renderApp('/m/gameCenter');
    expect(await screen.findByRole('button', { name: 'Free play' })).toBeInTheDocument();
  });

  it('lists the guest side menu without logout and with the help tags', async () => {
    mockPlatform(server);
    renderApp('/m/gameCenter');
    const menu = await openSideMenu();
    expect(menu.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/m/help?tag=faq');
    expect(menu.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('logs out only after confirmation and lands home as a guest', async () => {
    mockPlatform(server);
    server.use(http.delete(`${BASE}/wps/session/logout`, () => envelope(true)));
    const { store, location } = renderApp('/m/gameCenter', MEMBER);
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    const question = await screen.findByRole('alertdialog', { name: 'Are you sure you want to logout?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(store.session.isLoggedIn).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location.pathname).toMatch(/^\/m\/?$/));
    expect(store.session.isLoggedIn).toBe(false);
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('switches the language from the side menu', async () => {
    mockPlatform(server, { languages: ['EN', 'VI'] });
    renderApp('/m/gameCenter');
    await openSideMenu();
    await userEvent.click(screen.getByRole('radio', { name: 'Tiếng Việt' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('vi'));
  });
});
