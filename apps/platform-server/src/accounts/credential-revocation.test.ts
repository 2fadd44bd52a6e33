import { describe, expect, it } from 'vitest';
import { gameWhere, launch, newKey } from '../play/play-test-kit';
import { sessionToken } from '../testing/sessions';
import { useTestServer } from '../testing/test-db';
import { outboxCode, requestSmsCode } from './accounts-test-kit';
import { sendEncrypted } from '../testing/encryption';

const server = useTestServer();

/** A slot ticket and a chat ticket issued to a session of `username` on `merchant`. */
async function ticketsOf(token: string, merchant: string): Promise<{ slot: string; chat: string }> {
  const headers = { merchant, authorization: token };
  const game = gameWhere(server.db, "game_category = 'RNG' AND min_bet_minor <= 100");
  const slot = (await launch(server.app, headers, `nodeId=${game.nodeId}`)).ticket;
  const chatLaunch = await server.app.inject({ url: '/wps/chat/launch?b2c=1&backUrl=%2Fm%2Fmessage', headers });
  expect(chatLaunch.statusCode, chatLaunch.body).toBe(200);
  const chat = (chatLaunch.json().value.chatUrl as string).replace('/demo/chat/', '');
  expect(slot).not.toBe('');
  return { slot, chat };
}

const spin = (ticket: string, merchant: string) =>
  server.app.inject({ method: 'POST', url: '/wps/demo/slot/spin', headers: { merchant, 'idempotency-key': newKey() }, payload: { ticket, stakeMinor: 100 } });

const chatMessages = (ticket: string, merchant: string) =>
  server.app.inject({ method: 'GET', url: `/wps/chat/messages?ticket=${ticket}`, headers: { merchant } });

/** Fails unless both tickets still work. */
async function expectWorking(tickets: { slot: string; chat: string }, merchant: string): Promise<void> {
  const spun = await spin(tickets.slot, merchant);
  expect(spun.statusCode, spun.body).toBe(200);
  expect((await chatMessages(tickets.chat, merchant)).statusCode).toBe(200);
}

/** Fails unless both tickets are refused. */
async function expectRefused(tickets: { slot: string; chat: string }, merchant: string): Promise<void> {
  const spun = await spin(tickets.slot, merchant);
  expect([spun.statusCode, spun.json().errorCode]).toEqual([401, 'SESSION_EXPIRED']);
  expect((await chatMessages(tickets.chat, merchant)).statusCode).toBe(404);
}

describe('a new password ends the game and chat tickets of the old one', () => {
  it('after a reset by SMS code, earlier slot and chat tickets are refused', async () => {
    const tickets = await ticketsOf(sessionToken(server, 'demo'), 'aurora');
    await expectWorking(tickets, 'aurora');
    await requestSmsCode(server, '/wps/verification/sms/noLogin', { mobileNum: '09171234567', purpose: 'reset' });
    const code = await outboxCode(server, '09171234567', 'reset');
    const reset = await sendEncrypted(server, 'POST', '/wps/member/password/phone', {
      countryDialingCode: '+63',
      mobileNum: '09171234567',
      verificationCode: code,
      newPassword: 'Reset1234',
      confirmNewPassword: 'Reset1234',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expectRefused(tickets, 'aurora');
  });

  it('after a reset by e-mailed token, earlier tickets are refused', async () => {
    const tickets = await ticketsOf(sessionToken(server, 'demo', 'ember'), 'ember');
    await expectWorking(tickets, 'ember');
    await server.app.inject({ method: 'POST', url: '/wps/member/password/email', headers: { merchant: 'ember' }, payload: { username: 'demo', email: 'demo@example.test' } });
    const outbox = await server.app.inject({ method: 'GET', url: '/wps/dev/email-outbox', query: { to: 'demo@example.test' }, headers: { merchant: 'ember' } });
    const token = outbox.json().value.token as string;
    const reset = await sendEncrypted(server, 'POST', '/wps/member/password/verification', { token, newPassword: 'Mail1234', confirmNewPassword: 'Mail1234' }, { merchant: 'ember' });
    expect(reset.statusCode, reset.body).toBe(200);
    await expectRefused(tickets, 'ember');
  });

  it('after a change, tickets are refused while the session that changed it goes on, and other members keep theirs', async () => {
    const token = sessionToken(server, 'agent01');
    const tickets = await ticketsOf(token, 'aurora');
    const bystander = await ticketsOf(sessionToken(server, 'demo'), 'aurora');
    const change = await sendEncrypted(server, 'POST', '/wps/member/password', { oldPassword: 'Agent1234', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' }, {
      merchant: 'aurora',
      authorization: token,
    });
    expect(change.statusCode, change.body).toBe(200);
    await expectRefused(tickets, 'aurora');
    await expectWorking(bystander, 'aurora');
    await expectWorking(await ticketsOf(token, 'aurora'), 'aurora');
  });
});
