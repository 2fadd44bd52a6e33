import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE, envelope, mockPlatform, renderApp } from '../../testing/render-app';
import { HELP_TOPICS } from './help-fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function mockHelp(answer: () => Response = () => envelope(HELP_TOPICS)) {
  const calls: URL[] = [];
  server.use(
    http.get(`${BASE}/wps/system/helpCenter`, ({ request }) => {
      calls.push(new URL(request.url));
      return answer();
    }),
  );
  return calls;
}

describe('/m/help', () => {
  it('opens the topic the side menu names, searches, and a hit leads to its entry', async () => {
    mockPlatform(server);
    const calls = mockHelp();
    const { location } = renderApp('/m/help?tag=faq');
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Frequently Asked Questions' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Terms of Use' })).toHaveAttribute('aria-expanded', 'false');
    expect(calls[0]?.searchParams.get('device')).toBe('MOBILE');
    await user.click(screen.getByRole('button', { name: 'How do I deposit?' }));
    expect(screen.getByText(/and pick GCash or Maya/)).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search help' }), 'sms');
    expect(await screen.findByText('1 result')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'I forgot my password' }));
    await waitFor(() => expect(location.pathname).toBe('/m/helpDetail'));
    expect(location.search).toBe('?p=1&c=1');
    expect(await screen.findByRole('button', { name: 'I forgot my password' })).toHaveAttribute('aria-expanded', 'true');
    expect(calls).toHaveLength(1);
  });

  it('shows the empty view, and what failed with Try again', async () => {
    mockPlatform(server);
    let fail = true;
    mockHelp(() => (fail ? HttpResponse.error() : envelope([])));
    renderApp('/m/help');
    expect(await screen.findByText('The help centre could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There is no help here yet.')).toBeInTheDocument();
  });

  it('says when a help link names no topic', async () => {
    mockPlatform(server);
    mockHelp();
    renderApp('/m/helpDetail?tag=nothing');
    expect(await screen.findByText('This help topic does not exist.')).toBeInTheDocument();
  });
});
