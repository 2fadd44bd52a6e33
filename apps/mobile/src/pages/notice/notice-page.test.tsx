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

const MEMBER = { MC_SESSION_INFO: JSON.stringify({ token: 't-1', merchantCode: 'jade', userName: 'lucky88', type: 0 }) };

/** Notices 10, 11 and 12, unread until the platform is told; returns the ids it was told. */
function mockNotices() {
  const read = new Set<number>();
  const told: number[] = [];
  const list = () => [10, 11, 12].map((id) => ({ id, title: `Notice ${id}`, content: `<p>Text of ${id}</p>`, startDate: Date.UTC(2026, 10, id), read: read.has(id) }));
  server.use(
    http.get(`${BASE}/wps/announcements/notices`, () => envelope({ notices: list(), unreadCount: list().filter((n) => !n.read).length })),
    http.post(`${BASE}/wps/announcements/read`, async ({ request }) => {
      const { announcementId } = (await request.json()) as { announcementId: number };
      read.add(announcementId);
      told.push(announcementId);
      return envelope(true);
    }),
    // The unread badges refresh once the platform has been told.
    http.get(`${BASE}/wps/announcements/unread`, () => envelope({ totalUnreadCount: list().filter((n) => !n.read).length })),
    http.get(`${BASE}/wps/inbox/unread`, () => envelope({ totalUnreadCount: 0 })),
    http.get(`${BASE}/wps/chat/unread`, () => envelope({ totalUnreadCount: 0 })),
  );
  return told;
}

describe('/m/notice', () => {
  it('opens the announcement the address names, marks it read, and marks another read when opened', async () => {
    mockPlatform(server);
    const told = mockNotices();
    renderApp('/m/notice?index=1', MEMBER);
    expect(await screen.findByText('Text of 11')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Notice 11/ })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    await waitFor(() => expect(told).toEqual([11]));
    await userEvent.click(screen.getByRole('button', { name: /Notice 10/ }));
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    await waitFor(() => expect(told).toEqual([11, 10]));
    expect(screen.getByRole('button', { name: /Notice 10/ })).not.toHaveTextContent('Unread');
    expect(screen.getByRole('button', { name: /Notice 12/ })).toHaveTextContent('Unread');
  });

  it('says what failed and loads again', async () => {
    mockPlatform(server);
    server.use(http.get(`${BASE}/wps/announcements/notices`, () => HttpResponse.error()));
    renderApp('/m/notice');
    expect(await screen.findByText('The announcements could not be loaded.')).toBeInTheDocument();
    mockNotices();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 unread')).toBeInTheDocument();
  });
});
