import { describe, expect, it } from 'vitest';
import { authHeaders, trialHeaders } from '../../testing/sessions';
import { useTestServer } from '../../testing/test-db';
import { SEED_CHAT, SEED_CHAT_UNREAD } from './chat-seed';
import { CHAT_TICKET_TTL_MS } from './chat-repository';
import { appBackPath, chatLanguage } from './chat-launch-options';

const server = useTestServer();

const launch = (query: string, headers: Record<string, string> = authHeaders(server, 'demo')) =>
  server.app.inject({ method: 'GET', url: `/wps/chat/launch?b2c=1&${query}`, headers });

async function ticketOf(query = 'backUrl=%2Fm%2Fmessage', headers?: Record<string, string>): Promise<string> {
  const response = await launch(query, headers);
  expect(response.statusCode).toBe(200);
  return (response.json().value.chatUrl as string).replace('/demo/chat/', '');
}

const unread = async (headers: Record<string, string>) =>
  (await server.app.inject({ method: 'GET', url: '/wps/chat/unread', headers })).json().value.totalUnreadCount as number;

describe('chat launch options', () => {
  it.each(['/m/message', '/m/home?tab=2', '/m/'])('accepts the app path %s', (path) => expect(appBackPath(path)).toBe(path));
  it.each(['https://evil.example/m/', '//evil.example/m/', '/wps/system/status', '/m/../wps/x', '/m/%2e%2e/x', 'javascript:alert(1)', '/m\\x', '/m/a b', 'm/home', ''])(
    'refuses %s',
    (path) => expect(appBackPath(path)).toBeNull(),
  );
  it('upper-cases the language and normalises Chinese', () => {
    expect([chatLanguage('zh-CN'), chatLanguage('ty'), chatLanguage('xx'), chatLanguage(null)]).toEqual(['CN', 'TY', 'EN', 'EN']);
  });
});

describe('GET /wps/chat/launch', () => {
  it('gives a same-origin chat page address that works for 2 hours', async () => {
    const response = await launch('language=zh&backUrl=%2Fm%2Fmessage&headerColor=%23aa3300&title=Help%20%3Cdesk%3E');
    expect(response.statusCode).toBe(200);
    const { chatUrl, expiresAt } = response.json().value as { chatUrl: string; expiresAt: number };
    expect(chatUrl).toMatch(/^\/demo\/chat\/[A-Za-z0-9_-]{43}$/);
    expect(expiresAt - server.app.platform.now()).toBeGreaterThan(CHAT_TICKET_TTL_MS - 5_000);
    const page = await server.app.inject({ method: 'GET', url: chatUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.body).toContain('<html lang="zh">');
    expect(page.body).toContain('href="/m/message"');
    expect(page.body).toContain('Help &lt;desk&gt;');
    expect(page.body).toContain('#aa3300');
    expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);
  });

  it('refuses a back URL that is not a path of the app', async () => {
    for (const backUrl of ['https://evil.example/m/home', '//evil.example/m/', '/wps/inbox', '/m/../x']) {
      const response = await launch(`backUrl=${encodeURIComponent(backUrl)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'BAD_REQUEST' });
    }
    expect((await launch('backUrl=%2Fm%2Fhome&headerColor=red')).statusCode).toBe(400);
  });

  it('refuses guests, trial accounts and merchants without chat', async () => {
    const guest = await launch('backUrl=%2Fm%2Fhome', { merchant: 'aurora' });
    expect([guest.statusCode, guest.json().errorCode]).toEqual([401, 'NOT_LOGGED_IN']);
    const trial = await launch('backUrl=%2Fm%2Fhome', trialHeaders(server));
    expect([trial.statusCode, trial.json().errorCode]).toEqual([403, 'TRIAL_NOT_ALLOWED']);
    const jade = await launch('backUrl=%2Fm%2Fhome', authHeaders(server, 'demo', 'jade'));
    expect([jade.statusCode, jade.json().errorCode]).toEqual([403, 'NO_PERMISSION']);
    const unreadJade = await server.app.inject({ method: 'GET', url: '/wps/chat/unread', headers: authHeaders(server, 'demo', 'jade') });
    expect(unreadJade.statusCode).toBe(403);
    const unreadTrial = await server.app.inject({ method: 'GET', url: '/wps/chat/unread', headers: trialHeaders(server) });
    expect(unreadTrial.json()).toMatchObject({ errorCode: 'TRIAL_NOT_ALLOWED' });
  });
});

describe('the chat page calls', () => {
  it('shows the history, marking the unread replies as seen for this member only', async () => {
    expect(await unread(authHeaders(server, 'demo', 'ember'))).toBe(SEED_CHAT_UNREAD);
    expect(await unread(authHeaders(server, 'agent01', 'ember'))).toBe(SEED_CHAT_UNREAD);
    const ticket = await ticketOf(undefined, authHeaders(server, 'demo', 'ember'));
    const response = await server.app.inject({ method: 'GET', url: `/wps/chat/messages?ticket=${ticket}`, headers: { merchant: 'ember' } });
    expect(response.statusCode).toBe(200);
    const messages = response.json().value.messages as { id: number; text: string; senderName: string; sender: string }[];
    expect(messages.map((m) => m.text)).toEqual(SEED_CHAT.map((m) => m.text));
    expect(messages[0]?.senderName).toBe('Lucky Juan');
    expect(await unread(authHeaders(server, 'demo', 'ember'))).toBe(0);
    expect(await unread(authHeaders(server, 'agent01', 'ember'))).toBe(SEED_CHAT_UNREAD);
    const after = await server.app.inject({ method: 'GET', url: `/wps/chat/messages?ticket=${ticket}&afterId=${messages.at(-1)?.id}`, headers: { merchant: 'ember' } });
    expect(after.json().value.messages).toEqual([]);
  });

  it('stores what the member writes, with an automatic reply', async () => {
    const ticket = await ticketOf();
    const sent = await server.app.inject({ method: 'POST', url: '/wps/chat/messages', headers: { merchant: 'aurora' }, payload: { ticket, text: '  Where is my withdrawal?  ' } });
    expect(sent.statusCode).toBe(200);
    const [mine, reply] = sent.json().value.messages as { sender: string; text: string }[];
    expect(mine).toMatchObject({ sender: 'player', text: 'Where is my withdrawal?' });
    expect(reply).toMatchObject({ sender: 'support' });
    const list = await server.app.inject({ method: 'GET', url: `/wps/chat/messages?ticket=${ticket}`, headers: { merchant: 'aurora' } });
    expect(list.json().value.messages.at(-2)).toMatchObject({ text: 'Where is my withdrawal?' });
    const blank = await server.app.inject({ method: 'POST', url: '/wps/chat/messages', headers: { merchant: 'aurora' }, payload: { ticket, text: '   ' } });
    expect(blank.json()).toEqual({ success: false, errorCode: 'VALIDATION_FAILED', message: expect.any(String), value: { fields: [{ field: 'text', messageKey: 'invalid_chat_text' }] } });
    const long = await server.app.inject({ method: 'POST', url: '/wps/chat/messages', headers: { merchant: 'aurora' }, payload: { ticket, text: 'x'.repeat(501) } });
    expect(long.statusCode).toBe(400);
  });

  it('limits messages to 10 a minute', async () => {
    const ticket = await ticketOf(undefined, authHeaders(server, 'agent01'));
    const post = () => server.app.inject({ method: 'POST', url: '/wps/chat/messages', headers: { merchant: 'aurora' }, payload: { ticket, text: 'hello' } });
    for (let i = 0; i < 10; i++) expect((await post()).statusCode).toBe(200);
    expect((await post()).json()).toMatchObject({ errorCode: 'RATE_LIMITED' });
  });

  it('refuses an unknown, expired or foreign-merchant ticket', async () => {
    const ticket = await ticketOf();
    const other = await server.app.inject({ method: 'GET', url: `/wps/chat/messages?ticket=${ticket}`, headers: { merchant: 'ember' } });
    expect([other.statusCode, other.json().errorCode]).toEqual([404, 'NOT_FOUND']);
    const unknown = await server.app.inject({ method: 'GET', url: `/wps/chat/messages?ticket=${'a'.repeat(43)}`, headers: { merchant: 'aurora' } });
    expect(unknown.statusCode).toBe(404);
    server.db.prepare('UPDATE chat_ticket SET expires_at = ?').run(server.app.platform.now());
    const expired = await server.app.inject({ method: 'POST', url: '/wps/chat/messages', headers: { merchant: 'aurora' }, payload: { ticket, text: 'hi' } });
    expect(expired.statusCode).toBe(404);
    const page = await server.app.inject({ method: 'GET', url: `/demo/chat/${ticket}` });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect((await server.app.inject({ method: 'GET', url: '/demo/chat/not-a-ticket' })).statusCode).toBe(404);
  });
});
