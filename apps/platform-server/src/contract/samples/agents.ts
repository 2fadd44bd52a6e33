import { randomUUID } from 'node:crypto';
import { DEMO_PAYMENT_PASSWORD } from '../../accounts/accounts-seed';
import { solvedCaptcha } from '../../testing/captcha';
import type { TestServer } from '../../testing/test-db';
import type { ContractSamples, SampleKit } from './sample-kit';

const agentHeaders = (kit: SampleKit) => ({ merchant: 'jade', authorization: kit.token('agent01', 'jade') });
const demoHeaders = (kit: SampleKit) => ({ merchant: 'aurora', authorization: kit.token('demo') });

/** The id of a pending contract request of agent01 on jade, of one kind. */
function pendingContractId(server: TestServer, kind: string): number {
  const row = server.db
    .prepare<[string], { id: number }>(
      `SELECT r.id FROM agent_contract_request r JOIN member m ON m.id = r.to_member_id
       WHERE m.merchant_code = 'jade' AND m.username = 'agent01' AND r.kind = ? AND r.status = 'pending' ORDER BY r.id LIMIT 1`,
    )
    .get(kind);
  if (!row) throw new Error(`no pending ${kind} request seeded`);
  return row.id;
}

/** The id of one of demo's inbox messages on aurora: the newest or the oldest. */
function demoInboxId(server: TestServer, order: 'DESC' | 'ASC'): number {
  const row = server.db
    .prepare<[], { id: number }>(
      `SELECT i.id FROM inbox_message i JOIN member m ON m.id = i.member_id
       WHERE m.merchant_code = 'aurora' AND m.username = 'demo' ORDER BY i.id ${order} LIMIT 1`,
    )
    .get();
  if (!row) throw new Error('no inbox message seeded for demo');
  return row.id;
}

/** A chat link ticket of demo on aurora, from a real launch. */
async function chatTicket(kit: SampleKit): Promise<string> {
  const response = await kit.server.app.inject({
    method: 'GET',
    url: '/wps/chat/launch?b2c=1&language=EN&backUrl=%2Fm%2Fmessage',
    headers: demoHeaders(kit),
  });
  const chatUrl = (response.json() as { value: { chatUrl: string } }).value.chatUrl;
  return chatUrl.split('/').pop() ?? '';
}

/** Sample requests of the agents area's operations, keyed by operationId (see contract.test.ts); the agent centre's reports are in agent-centre.ts. */
export const AGENTS_SAMPLES: ContractSamples = {
  transferToDownline: [
    async (kit) => {
      const { headers, payload } = await kit.encrypted({ downlineUsername: 'juan8888', amountMinor: 10_000, paymentPassword: DEMO_PAYMENT_PASSWORD });
      return {
        method: 'POST',
        url: '/wps/agent/transferDownline',
        headers: { ...agentHeaders(kit), ...headers, 'idempotency-key': randomUUID() },
        payload,
      };
    },
  ],
  registerDownline: [
    async (kit) => {
      const { headers, payload } = await kit.encrypted({
        username: 'sample01',
        password: 'Sample123',
        confirmPassword: 'Sample123',
        nickname: 'Sample',
        birthDate: '1990-05-17',
      });
      return { method: 'PUT', url: '/wps/agent/register', headers: { ...agentHeaders(kit), ...headers }, payload };
    },
  ],
  getPendingContractRequests: [(kit) => ({ method: 'GET', url: '/wps/agent/contracts/pending', headers: agentHeaders(kit) })],
  listContractRequests: [
    (kit) => ({ method: 'GET', url: '/wps/agent/contracts', headers: agentHeaders(kit) }),
    (kit) => ({ method: 'GET', url: '/wps/agent/contracts?kind=dividend', headers: agentHeaders(kit) }),
  ],
  acceptContractRequest: [
    (kit) => ({
      method: 'POST',
      url: `/wps/agent/contracts/${pendingContractId(kit.server, 'hourly_salary')}/accept`,
      headers: agentHeaders(kit),
    }),
  ],
  rejectContractRequest: [
    (kit) => ({
      method: 'POST',
      url: `/wps/agent/contracts/${pendingContractId(kit.server, 'dividend')}/reject`,
      headers: agentHeaders(kit),
      payload: { reason: 'The minimum turnover is too high for my team.' },
    }),
  ],
  sendFeedback: [
    (kit) => {
      const captcha = solvedCaptcha(kit.server.app.platform);
      return {
        method: 'PUT',
        url: '/wps/feedback',
        headers: demoHeaders(kit),
        payload: {
          content: 'My GCash deposit took more than an hour to arrive.',
          sender: 'demo',
          type: 1,
          captcha: captcha.captcha,
          captchaId: captcha.captchaId,
        },
      };
    },
  ],
  launchChat: [
    (kit) => ({
      method: 'GET',
      url: '/wps/chat/launch?b2c=1&language=CN&backUrl=%2Fm%2Fmessage&headerColor=%23112233&title=Support',
      headers: demoHeaders(kit),
    }),
  ],
  getChatUnreadCount: [(kit) => ({ method: 'GET', url: '/wps/chat/unread', headers: demoHeaders(kit) })],
  listChatMessages: [
    async (kit) => ({ method: 'GET', url: `/wps/chat/messages?ticket=${await chatTicket(kit)}`, headers: { merchant: 'aurora' } }),
  ],
  sendChatMessage: [
    async (kit) => ({
      method: 'POST',
      url: '/wps/chat/messages',
      headers: { merchant: 'aurora' },
      payload: { ticket: await chatTicket(kit), text: 'Hello, I need help with a withdrawal.' },
    }),
  ],
  listInbox: [(kit) => ({ method: 'GET', url: '/wps/inbox?pageNo=1&pageSize=3', headers: demoHeaders(kit) })],
  getInboxUnreadCount: [(kit) => ({ method: 'GET', url: '/wps/inbox/unread', headers: demoHeaders(kit) })],
  getInboxMessage: [(kit) => ({ method: 'GET', url: `/wps/inbox/${demoInboxId(kit.server, 'DESC')}`, headers: demoHeaders(kit) })],
  deleteInboxMessage: [
    (kit) => ({ method: 'DELETE', url: `/wps/inbox/${demoInboxId(kit.server, 'ASC')}`, headers: demoHeaders(kit) }),
  ],
};
