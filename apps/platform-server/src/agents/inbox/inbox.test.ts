import { describe, expect, it } from 'vitest';
import { authHeaders, trialHeaders } from '../../testing/sessions';
import { useTestServer } from '../../testing/test-db';
import { INBOX_PREVIEW_LENGTH } from './inbox-repository';
import { SEED_INBOX } from './inbox-seed';

const server = useTestServer();

interface InboxPage {
  messages: { id: number; title: string; preview: string; read: boolean; createdAt: number }[];
  totalUnreadCount: number;
  page: { totalCount: number; totalPages: number };
}

const call = (method: 'GET' | 'DELETE', url: string, headers: Record<string, string> = authHeaders(server, 'demo')) =>
  server.app.inject({ method, url, headers });
const unreadOf = async (headers?: Record<string, string>) => (await call('GET', '/wps/inbox/unread', headers)).json().value.totalUnreadCount as number;
const seededUnread = SEED_INBOX.filter((m) => !m.read).length;

describe('the inbox', () => {
  it('lists the member’s messages newest first, with plain-text previews and the unread count', async () => {
    const response = await call('GET', '/wps/inbox?pageSize=100');
    expect(response.statusCode).toBe(200);
    const page = response.json().value as InboxPage;
    expect(page.messages.map((m) => m.title)).toEqual(SEED_INBOX.map((m) => m.title.replace('{site}', 'Aurora Play')));
    expect(page.messages.map((m) => m.read)).toEqual(SEED_INBOX.map((m) => m.read));
    expect(page.totalUnreadCount).toBe(seededUnread);
    for (const message of page.messages) {
      expect(message.preview).not.toMatch(/[<>]/);
      expect(message.preview.length).toBeLessThanOrEqual(INBOX_PREVIEW_LENGTH);
    }
    const paged = (await call('GET', '/wps/inbox?pageNo=2&pageSize=4')).json().value as InboxPage;
    expect(paged.messages).toHaveLength(SEED_INBOX.length - 4);
    expect(paged.page).toMatchObject({ totalCount: SEED_INBOX.length, totalPages: 2 });
  });

  it('opens a message with its HTML and marks it read, once', async () => {
    expect(await unreadOf()).toBe(seededUnread);
    const newest = ((await call('GET', '/wps/inbox')).json().value as InboxPage).messages[0];
    const opened = await call('GET', `/wps/inbox/${newest?.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().value).toMatchObject({ id: newest?.id, read: true, content: expect.stringContaining('<b>') });
    expect(await unreadOf()).toBe(seededUnread - 1);
    await call('GET', `/wps/inbox/${newest?.id}`);
    expect(await unreadOf()).toBe(seededUnread - 1);
  });

  it("never opens or deletes another member's message", async () => {
    const theirs = ((await call('GET', '/wps/inbox', authHeaders(server, 'agent01'))).json().value as InboxPage).messages[0];
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await call(method, `/wps/inbox/${theirs?.id}`);
      expect([response.statusCode, response.json().errorCode]).toEqual([404, 'NOT_FOUND']);
    }
    expect(await unreadOf(authHeaders(server, 'agent01'))).toBe(seededUnread);
    expect((await call('GET', '/wps/inbox/999999')).statusCode).toBe(404);
    expect((await call('GET', '/wps/inbox/0')).statusCode).toBe(400);
  });

  it('deletes a message once', async () => {
    const page = (await call('GET', '/wps/inbox', authHeaders(server, 'demo', 'ember'))).json().value as InboxPage;
    const unreadOne = page.messages.find((m) => !m.read);
    const deleted = await call('DELETE', `/wps/inbox/${unreadOne?.id}`, authHeaders(server, 'demo', 'ember'));
    expect(deleted.json()).toEqual({ success: true, value: true, errorCode: null, message: null });
    expect((await call('DELETE', `/wps/inbox/${unreadOne?.id}`, authHeaders(server, 'demo', 'ember'))).statusCode).toBe(404);
    expect((await call('GET', `/wps/inbox/${unreadOne?.id}`, authHeaders(server, 'demo', 'ember'))).statusCode).toBe(404);
    expect(await unreadOf(authHeaders(server, 'demo', 'ember'))).toBe(seededUnread - 1);
  });

  it('refuses guests, trial accounts and merchants with the module off', async () => {
    for (const url of ['/wps/inbox', '/wps/inbox/unread', '/wps/inbox/1']) {
      const guest = await call('GET', url, { merchant: 'aurora' });
      expect([guest.statusCode, guest.json().errorCode]).toEqual([401, 'NOT_LOGGED_IN']);
      const trial = await call('GET', url, trialHeaders(server));
      expect([trial.statusCode, trial.json().errorCode]).toEqual([403, 'TRIAL_NOT_ALLOWED']);
    }
    server.db.prepare("UPDATE merchant_feature SET enabled = 0 WHERE merchant_code = 'jade' AND mod_id = 'INBOX3'").run();
    const off = await call('GET', '/wps/inbox/unread', authHeaders(server, 'demo', 'jade'));
    expect([off.statusCode, off.json().errorCode]).toEqual([403, 'NO_PERMISSION']);
  });
});
