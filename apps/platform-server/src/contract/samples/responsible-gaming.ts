import { registeredToken } from './accounts';
import type { ContractSamples, SampleKit } from './sample-kit';

const demoHeaders = (kit: SampleKit) => ({ merchant: 'aurora', authorization: kit.token('demo') });

/** Sample requests of the responsible-gaming operations, keyed by operationId. */
export const RG_SAMPLES: ContractSamples = {
  getResponsibleGaming: [(kit) => ({ method: 'GET', url: '/wps/member/rg', headers: demoHeaders(kit) })],
  setRgLimit: [
    (kit) => ({ method: 'PUT', url: '/wps/member/rg/limits', headers: demoHeaders(kit), payload: { kind: 'deposit', period: 'week', amountMinor: 5_000_000 } }),
    (kit) => ({ method: 'PUT', url: '/wps/member/rg/limits', headers: demoHeaders(kit), payload: { kind: 'deposit', period: 'week', amountMinor: null } }),
  ],
  setRgSessionLimit: [(kit) => ({ method: 'PUT', url: '/wps/member/rg/session-limit', headers: demoHeaders(kit), payload: { minutes: 480 } })],
  setRgRealityCheck: [(kit) => ({ method: 'PUT', url: '/wps/member/rg/reality-check', headers: demoHeaders(kit), payload: { minutes: 30 } })],
  touchRgPlaySession: [(kit) => ({ method: 'POST', url: '/wps/member/rg/play-session', headers: demoHeaders(kit) })],
  takeRgExclusion: [
    async (kit) => {
      const token = await registeredToken(kit, 'samplebreak1');
      const body = await kit.encrypted({ kind: 'cool_off', length: '1d', password: 'Sample123' });
      return { method: 'POST', url: '/wps/member/rg/exclusion', headers: { merchant: 'ember', authorization: token, ...body.headers }, payload: body.payload };
    },
  ],
};
