import { beforeAll, describe, expect, it } from 'vitest';
import { answer, fail, failureOf, ok, testClient, usePlatformServer } from '../test-support/platform-server';
import { makeTestKey, openBody, serveKey, type TestKey } from '../test-support/test-keys';
import { acceptContractRequest, getAgentInvitation, getAgentOverview, listCommissionStatements, listDownline, registerDownline, rejectContractRequest, transferToDownline } from './agents';
import { deleteInboxMessage, getInboxMessage, launchChat, sendChatMessage, sendFeedback } from './agents-messages';

const server = usePlatformServer();
let key: TestKey;
beforeAll(async () => {
  key = await makeTestKey('kid-ag');
});

const KEY = 'transfer-0123456789abcdef';

describe('agents', () => {
  it('lists the downline with its query and the ModuleId header', async () => {
    const seen = answer(server, 'get', '/wps/agent/downline', () => ok({ items: [] }));
    await listDownline(testClient(), { username: 'bob', pageNo: 2, moduleId: 'AGENT3' });
    expect(seen[0]?.query).toEqual({ username: 'bob', pageNo: '2' });
    expect(seen[0]?.headers.get('ModuleId')).toBe('AGENT3');
    await listDownline(testClient());
    expect(seen[1]?.query).toEqual({});
    expect(seen[1]?.headers.has('ModuleId')).toBe(false);
  });

  it('transfers to a downline member encrypted, with the Idempotency-Key and ModuleId headers', async () => {
    serveKey(server, () => key);
    const seen = answer(server, 'post', '/wps/agent/transferDownline', () => ok({ transferId: 1 }));
    const transfer = { downlineUsername: 'bob', amountMinor: 2_000, paymentPassword: '123456' };
    const call = transferToDownline(testClient(), { ...transfer, idempotencyKey: KEY, moduleId: 'AGENT3' });
    await expect(call).resolves.toEqual({ transferId: 1 });
    expect(seen[0]?.headers.get('Idempotency-Key')).toBe(KEY);
    expect(seen[0]?.headers.get('Encryption')).toBe('JWE;kid=kid-ag');
    expect(seen[0]?.headers.get('ModuleId')).toBe('AGENT3');
    expect((await openBody(seen[0]?.body, key)).data).toEqual(transfer);
  });

  it('surfaces USER_NOT_FOUND from a transfer', async () => {
    serveKey(server, () => key);
    answer(server, 'post', '/wps/agent/transferDownline', () => fail('USER_NOT_FOUND', 404));
    const params = { downlineUsername: 'eve', amountMinor: 1, idempotencyKey: KEY };
    const error = await failureOf(transferToDownline(testClient(), params));
    expect(error).toMatchObject({ code: 'USER_NOT_FOUND', status: 404 });
  });

  it('registers a downline account with PUT and an encrypted body', async () => {
    serveKey(server, () => key);
    const seen = answer(server, 'put', '/wps/agent/register', () => ok({ username: 'carol' }));
    const account = { username: 'carol', password: 'secret12', confirmPassword: 'secret12', birthDate: '1990-05-17' };
    await registerDownline(testClient(), account);
    expect((await openBody(seen[0]?.body, key)).data).toEqual(account);
  });

  it('accepts a contract request by path parameter', async () => {
    const seen = answer(server, 'post', '/wps/agent/contracts/:contractId/accept', () => ok(true));
    await expect(acceptContractRequest(testClient(), { contractId: 15, moduleId: 'AGENT3' })).resolves.toBeUndefined();
    expect(seen[0]?.path).toBe('/wps/agent/contracts/15/accept');
    expect(seen[0]?.body).toBeNull();
  });

  it('rejects a contract request with the reason in the body, or an empty body without one', async () => {
    const seen = answer(server, 'post', '/wps/agent/contracts/:contractId/reject', () => ok(true));
    await rejectContractRequest(testClient(), { contractId: 7, reason: 'Rate too low' });
    await rejectContractRequest(testClient(), { contractId: 8 });
    expect(seen[0]?.path).toBe('/wps/agent/contracts/7/reject');
    expect(seen[0]?.body).toEqual({ reason: 'Rate too low' });
    expect(seen[1]?.body).toEqual({});
  });

  it('reads the overview and commission with their queries, and the invitation code alone', async () => {
    const overview = answer(server, 'get', '/wps/agent/overview', () => ok({ period: 'custom' }));
    await getAgentOverview(testClient(), { period: 'custom', from: '2026-11-01', to: '2026-11-07' });
    expect(overview[0]?.query).toEqual({ period: 'custom', from: '2026-11-01', to: '2026-11-07' });
    const commission = answer(server, 'get', '/wps/agent/commission', () => ok({ statements: [] }));
    await listCommissionStatements(testClient(), { kind: 'dividend', pageNo: 2 });
    expect(commission[0]?.query).toEqual({ kind: 'dividend', pageNo: '2' });
    answer(server, 'get', '/wps/agent/invitation', () => ok({ code: 'AB12CD34' }));
    await expect(getAgentInvitation(testClient())).resolves.toBe('AB12CD34');
  });

  it('sends feedback with PUT and launches the chat with its query', async () => {
    const feedback = answer(server, 'put', '/wps/feedback', () => ok({ feedbackId: 3 }));
    await sendFeedback(testClient(null), { content: 'Hello', type: 1, moduleId: 'FEEDBACK3' });
    expect(feedback[0]?.body).toEqual({ content: 'Hello', type: 1 });
    expect(feedback[0]?.headers.get('ModuleId')).toBe('FEEDBACK3');
    const chat = answer(server, 'get', '/wps/chat/launch', () => ok({ chatUrl: '/chat?ticket=x' }));
    await launchChat(testClient(), { backUrl: '/m/message', b2c: 1 });
    expect(chat[0]?.query).toEqual({ backUrl: '/m/message', b2c: '1' });
    const send = answer(server, 'post', '/wps/chat/messages', () => ok({ messages: [] }));
    await sendChatMessage(testClient(null), { ticket: 'tkt', text: 'Hi' });
    expect(send[0]?.body).toEqual({ ticket: 'tkt', text: 'Hi' });
  });

  it('reads and deletes an inbox message by id', async () => {
    const read = answer(server, 'get', '/wps/inbox/:messageId', () => ok({ id: 5, title: 'Welcome' }));
    await expect(getInboxMessage(testClient(), { messageId: 5 })).resolves.toEqual({ id: 5, title: 'Welcome' });
    expect(read[0]?.path).toBe('/wps/inbox/5');
    const removed = answer(server, 'delete', '/wps/inbox/:messageId', () => fail('NOT_FOUND', 404));
    expect((await failureOf(deleteInboxMessage(testClient(), { messageId: 6 }))).code).toBe('NOT_FOUND');
    expect(removed[0]).toMatchObject({ method: 'DELETE', path: '/wps/inbox/6' });
  });
});
