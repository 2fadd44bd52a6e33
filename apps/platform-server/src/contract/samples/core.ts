import type { ContractSamples } from './sample-kit';

/** Sample requests of the system and verification areas' operations, keyed by operationId (see contract.test.ts). */
export const CORE_SAMPLES: ContractSamples = {
  getSystemStatus: [
    { method: 'GET', url: '/wps/system/status', headers: { host: 'aurora.localhost' } },
    { method: 'GET', url: '/wps/system/status', headers: { merchant: 'lumen' } },
  ],
  getCaptcha: [{ method: 'GET', url: '/wps/captcha', headers: { host: 'jade.localhost' } }],
  readCaptchaOutbox: [
    (kit) => {
      const { captchaId } = kit.server.app.platform.captchas.issue(kit.server.app.platform.now());
      return { method: 'GET', url: '/wps/dev/captcha-outbox', query: { captchaId }, headers: { merchant: 'jade' } };
    },
  ],
  getBootData: [
    { method: 'GET', url: '/wps/system/boot', headers: { host: 'aurora.localhost' } },
    { method: 'GET', url: '/wps/system/boot', headers: { merchant: 'jade', language: 'TY' } },
  ],
  getWhitelabel: [
    { method: 'GET', url: '/wps/system/whitelabel', headers: { host: 'jade.localhost' } },
    { method: 'GET', url: '/wps/system/whitelabel', headers: { merchant: 'ember', language: 'TY' } },
  ],
};
