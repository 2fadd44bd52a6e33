import { ACCOUNTS_SAMPLES } from './accounts';
import { AGENT_CENTRE_SAMPLES } from './agent-centre';
import { AGENTS_SAMPLES } from './agents';
import { CONTENT_SAMPLES } from './content';
import { CORE_SAMPLES } from './core';
import { ENGAGEMENT_SAMPLES } from './engagement';
import { GAMES_SAMPLES } from './games';
import { PLAY_SAMPLES } from './play';
import { RG_SAMPLES } from './responsible-gaming';
import type { ContractSamples } from './sample-kit';
import { SESSIONS_SAMPLES } from './sessions';
import { WALLET_SAMPLES } from './wallet';

/**
 * A request that exercises each operation of the contract, by operationId: contract.test.ts checks
 * that every operation has one and answers it as the contract says; the hostile-input test starts
 * its bad requests from them.
 */
export const CONTRACT_SAMPLES: ContractSamples = {
  ...CORE_SAMPLES,
  ...SESSIONS_SAMPLES,
  ...ACCOUNTS_SAMPLES,
  ...CONTENT_SAMPLES,
  ...GAMES_SAMPLES,
  ...WALLET_SAMPLES,
  ...PLAY_SAMPLES,
  ...ENGAGEMENT_SAMPLES,
  ...AGENTS_SAMPLES,
  ...AGENT_CENTRE_SAMPLES,
  ...RG_SAMPLES,
};
