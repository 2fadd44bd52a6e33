import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE, envelope, mockPlatform, renderApp } from '../../testing/render-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const session = (type: number) => ({ MC_SESSION_INFO: JSON.stringify({ token: 't-1', merchantCode: 'jade', userName: 'lucky88', type }) });

/** Two messages, the first unread; returns the ids deleted. */
function mockInbox() {
  const deleted: number[] = [];
  const read = new Set<number>([2]);
  const messages = () =>
    [1, 2].filter((id) => !deleted.includes(id)).map((id) => ({ id, title: `Message ${id}`, preview: `Preview ${id}`, read: read.has(id), createdAt: Date.UTC(2026, 10, id) }));
  server.use(
    http.get(`${BASE}/wps/inbox`, () => envelope({ messages: messages(), totalUnreadCount: messages().filter((m) => !m.read).length, page: { pageNo: 1, pageSize: 20, totalPages: 1, totalCount: messages().length } })),
    http.get(`${BASE}/wps/inbox/:id`, ({ params }) => {
      const id = Number(params['id']);
      read.add(id);
      return envelope({ id, title: `Message ${id}`, content: `<p>Whole text of ${id}</p>`, read: true, createdAt: Date.UTC(2026, 10, id) });
    }),
    http.delete(`${BASE}/wps/inbox/:id`, ({ params }) => {
      deleted.push(Number(params['id']));
      return envelope(null);
    }),
    http.get(`${BASE}/wps/inbox/unread`, () => envelope({ totalUnreadCount: messages().filter((m) => !m.read).length })),
    http.get(`${BASE}/wps/announcements/unread`, () => envelope({ totalUnreadCount: 0 })),
    http.get(`${BASE}/wps/chat/unread`, () => envelope({ totalUnreadCount: 0 })),
  );
  return deleted;
}

describe('/m/webEmail', () => {
  it('lists the messages, reads one, and deletes it after asking', async () => {
    mockPlatform(server);
    const deleted = mockInbox();
    const { location } = renderApp('/m/webEmail', session(0));
    const user = userEvent.setup();
    expect(await screen.findByText('1 unread message')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Message 1/ }));
    await waitFor(() => expect(location.search).toBe('?id=1'));
    expect(await screen.findByText('Whole text of 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message deleted')).toBeInTheDocument();
    expect(deleted).toEqual([1]);
    await waitFor(() => expect(location.search).toBe(''));
    expect(screen.queryByRole('link', { name: /Message 1/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Message 2/ })).toBeInTheDocument();
  });

  it('sends a guest to login', async () => {
    mockPlatform(server);
    const guest = renderApp('/m/webEmail');
    await waitFor(() => expect(guest.location.pathname).toBe('/m/login'));
  });
});
