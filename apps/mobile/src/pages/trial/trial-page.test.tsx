import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE, envelope, mockPlatform, renderApp } from '../../testing/render-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** What a session's home asks for besides the guest's lists: refused (home shows them empty). Added first, so the test's own answers win. */
function answerOthersAsMissing() {
  server.use(http.all(`${BASE}/wps/*`, () => HttpResponse.json({ success: false, value: null, errorCode: 'NOT_FOUND', message: '' }, { status: 404 })));
}

const TRIAL = { MC_SESSION_INFO: JSON.stringify({ token: 't-9', merchantCode: 'jade', userName: 'guest01', customerType: 4 }) };

describe('/m/trail', () => {
  it('tells what a trial cannot do and starts one, then home replaces the page', async () => {
    answerOthersAsMissing();
    mockPlatform(server);
    server.use(
      http.post(`${BASE}/wps/session/login/freeplay`, () => envelope({ token: 't-9', merchantCode: 'jade', userName: 'guest01', type: 4, customerType: 4 })),
      http.get(`${BASE}/wps/member/trialuser`, () => envelope({ userName: 'guest01' })),
    );
    const { store, location } = renderApp('/m/trail');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Play for free' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'In free trial you cannot' })).toHaveTextContent('Deposit or withdraw');
    await user.click(screen.getByRole('button', { name: 'Start free trial' }));
    await waitFor(() => expect(location.pathname).toBe('/m/'));
    expect(store.session.role).toBe('trial');
  });

  it('leads a trial session to the games instead', async () => {
    answerOthersAsMissing();
    mockPlatform(server);
    renderApp('/m/trail', TRIAL);
    expect(await screen.findByText('You are playing with a free trial account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the games' })).toHaveAttribute('href', '/m/gameCenter');
    expect(screen.queryByRole('button', { name: 'Start free trial' })).toBeNull();
  });
});
