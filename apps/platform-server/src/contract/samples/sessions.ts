import { trialHeaders } from '../../testing/sessions';
import type { ContractSamples } from './sample-kit';

/** Sample requests of the sessions area's operations, keyed by operationId (see contract.test.ts). */
export const SESSIONS_SAMPLES: ContractSamples = {
  getEncryptionKey: [{ method: 'GET', url: '/wps/session/key', headers: { merchant: 'aurora' } }],
  login: [
    async (kit) => {
      const body = await kit.encrypted({ type: 'username', username: 'demo', password: 'Demo1234' });
      return { method: 'POST', url: '/wps/session/login', headers: { merchant: 'jade', ...body.headers }, payload: body.payload };
    },
  ],
  loginFreePlay: [{ method: 'POST', url: '/wps/session/login/freeplay', headers: { merchant: 'ember', device: 'OTHERS' } }],
  getTrialAccount: [(kit) => ({ method: 'GET', url: '/wps/member/trialuser', headers: trialHeaders(kit.server) })],
  logout: [(kit) => ({ method: 'DELETE', url: '/wps/session/logout', headers: { merchant: 'aurora', authorization: kit.token('demo') } })],
};
