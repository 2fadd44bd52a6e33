import type { PlatformClient } from '../client';
import { sendEncrypted } from '../encryption/encrypted-call';
import { valueOf } from '../envelope';
import type { components } from '../generated/platform';
import { done, optionalHeaders, type IdempotencyParam, type ModuleParam, type PathOf, type QueryOf } from './params';

/** One member of the agent's direct downline. */
export type AgentDownlineMember = components['schemas']['AgentDownlineMember'];
/** One page of the agent's downline. */
export type AgentDownlinePage = components['schemas']['AgentDownlinePage'];
/** Turnover, payouts and net result of the agent's downline. */
export type AgentTeamBetting = components['schemas']['AgentTeamBetting'];
/** What a transfer to a downline member encrypts. */
export type AgentTransferPayload = components['schemas']['AgentTransferPayload'];
/** A completed transfer to a downline member. */
export type AgentTransfer = components['schemas']['AgentTransfer'];
/** What opening a downline account encrypts. */
export type AgentRegisterPayload = components['schemas']['AgentRegisterPayload'];
/** How many contract requests of each kind wait for the agent's answer. */
export type AgentPendingContracts = components['schemas']['AgentPendingContracts'];
/** One contract request addressed to the agent. */
export type AgentContractRequest = components['schemas']['AgentContractRequest'];
/** One page of contract requests. */
export type AgentContractRequestPage = components['schemas']['AgentContractRequestPage'];
/** The agent centre's overview of the team and the agent's income over a period. */
export type AgentOverview = components['schemas']['AgentOverview'];
/** A report period of the agent centre (the contract's AgentBettingPeriod). */
export type AgentReportPeriod = components['schemas']['AgentBettingPeriod'];
/** One line of the team-betting report: a member, or a sub-agent with its team. */
export type AgentMemberBetting = components['schemas']['AgentMemberBetting'];
/** The team's betting on one game category. */
export type AgentCategoryBetting = components['schemas']['AgentCategoryBetting'];
/** A sub-agent on the way down to the team viewed. */
export type AgentPathStep = components['schemas']['AgentPathStep'];
/** One page of the agent's transfers. */
export type AgentTransferPage = components['schemas']['AgentTransferPage'];
/** The contract in force per kind. */
export type AgentCurrentContracts = components['schemas']['AgentCurrentContracts'];
/** The kind of an agent contract: daily salary, dividend or hourly salary. */
export type AgentContractKind = components['schemas']['AgentContractKind'];
/** One commission statement: period, terms, base, outcome and amount. */
export type AgentCommissionStatement = components['schemas']['AgentCommissionStatement'];
/** One page of commission statements with the total paid. */
export type AgentCommissionPage = components['schemas']['AgentCommissionPage'];
/** A transfer payload with its Idempotency-Key and optional ModuleId. */
export type TransferToDownlineParams = AgentTransferPayload & IdempotencyParam & ModuleParam;

/** Reads one page of the agent's direct downline (GET /wps/agent/downline). */
export function listDownline(
  client: PlatformClient,
  params: QueryOf<'listDownline'> & ModuleParam = {},
): Promise<AgentDownlinePage> {
  const { moduleId, ...query } = params;
  return valueOf(
    client.GET('/wps/agent/downline', { params: { query, header: optionalHeaders({ moduleId }) } }),
  );
}

/** Reads the downline's turnover, payouts and net result (GET /wps/agent/teamBetting). */
export function getTeamBetting(
  client: PlatformClient,
  params: QueryOf<'getTeamBetting'> & ModuleParam = {},
): Promise<AgentTeamBetting> {
  const { moduleId, ...query } = params;
  return valueOf(
    client.GET('/wps/agent/teamBetting', { params: { query, header: optionalHeaders({ moduleId }) } }),
  );
}

/**
 * Moves money from the agent's balance to a downline member, encrypted
 * (POST /wps/agent/transferDownline). `idempotencyKey` is made once per user action
 * (`crypto.randomUUID()`) and passed again on every retry, including the automatic one after a
 * key rotation. Fails with USER_NOT_FOUND, INSUFFICIENT_BALANCE or PAYMENT_PASSWORD_INVALID.
 */
export function transferToDownline(client: PlatformClient, params: TransferToDownlineParams): Promise<AgentTransfer> {
  const { idempotencyKey, moduleId, ...payload } = params;
  const data: AgentTransferPayload = payload;
  return sendEncrypted(client, data, (body, encryption) =>
    valueOf(
      client.POST('/wps/agent/transferDownline', {
        params: {
          header: { Encryption: encryption, 'Idempotency-Key': idempotencyKey, ...optionalHeaders({ moduleId }) },
        },
        body,
      }),
    ),
  );
}

/** Opens a player account under the agent, encrypted (PUT /wps/agent/register). */
export function registerDownline(
  client: PlatformClient,
  params: AgentRegisterPayload & ModuleParam,
): Promise<AgentDownlineMember> {
  const { moduleId, ...payload } = params;
  const data: AgentRegisterPayload = payload;
  return sendEncrypted(client, data, (body, encryption) =>
    valueOf(
      client.PUT('/wps/agent/register', {
        params: { header: { Encryption: encryption, ...optionalHeaders({ moduleId }) } },
        body,
      }),
    ),
  );
}

/** Counts the contract requests waiting for the agent (GET /wps/agent/contracts/pending). */
export function getPendingContractRequests(client: PlatformClient, params: ModuleParam = {}): Promise<AgentPendingContracts> {
  return valueOf(
    client.GET('/wps/agent/contracts/pending', { params: { header: optionalHeaders(params) } }),
  );
}

/** Reads one page of contract requests addressed to the agent (GET /wps/agent/contracts). */
export function listContractRequests(
  client: PlatformClient,
  params: QueryOf<'listContractRequests'> & ModuleParam = {},
): Promise<AgentContractRequestPage> {
  const { moduleId, ...query } = params;
  return valueOf(
    client.GET('/wps/agent/contracts', { params: { query, header: optionalHeaders({ moduleId }) } }),
  );
}

/** Accepts a pending contract request (POST /wps/agent/contracts/{contractId}/accept). */
export function acceptContractRequest(
  client: PlatformClient,
  params: PathOf<'acceptContractRequest'> & ModuleParam,
): Promise<void> {
  const { moduleId, ...path } = params;
  return done(
    valueOf(
      client.POST('/wps/agent/contracts/{contractId}/accept', { params: { path, header: optionalHeaders({ moduleId }) } }),
    ),
  );
}

/** Rejects a pending contract request, with the agent's reason when given (POST /wps/agent/contracts/{contractId}/reject). */
export function rejectContractRequest(
  client: PlatformClient,
  params: PathOf<'rejectContractRequest'> & ModuleParam & { readonly reason?: string },
): Promise<void> {
  const { moduleId, reason, ...path } = params;
  return done(
    valueOf(
      client.POST('/wps/agent/contracts/{contractId}/reject', {
        params: { path, header: optionalHeaders({ moduleId }) },
        body: reason === undefined ? {} : { reason },
      }),
    ),
  );
}

/** Reads the team and income overview over a period (GET /wps/agent/overview). */
export function getAgentOverview(client: PlatformClient, params: QueryOf<'getAgentOverview'> & ModuleParam = {}): Promise<AgentOverview> {
  const { moduleId, ...query } = params;
  return valueOf(client.GET('/wps/agent/overview', { params: { query, header: optionalHeaders({ moduleId }) } }));
}

/** Reads the agent's invitation code for registration links (GET /wps/agent/invitation). */
export async function getAgentInvitation(client: PlatformClient, params: ModuleParam = {}): Promise<string> {
  const invitation = await valueOf(client.GET('/wps/agent/invitation', { params: { header: optionalHeaders(params) } }));
  return invitation.code;
}

/** Reads one page of the agent's transfers to downline members (GET /wps/agent/transfers). */
export function listAgentTransfers(
  client: PlatformClient,
  params: QueryOf<'listAgentTransfers'> & ModuleParam = {},
): Promise<AgentTransferPage> {
  const { moduleId, ...query } = params;
  return valueOf(client.GET('/wps/agent/transfers', { params: { query, header: optionalHeaders({ moduleId }) } }));
}

/** Reads the contract in force per kind (GET /wps/agent/contracts/current). */
export function getCurrentContracts(client: PlatformClient, params: ModuleParam = {}): Promise<AgentCurrentContracts> {
  return valueOf(client.GET('/wps/agent/contracts/current', { params: { header: optionalHeaders(params) } }));
}

/** Reads one page of the contracts the agent offered to its sub-agents (GET /wps/agent/contracts/offered). */
export function listOfferedContracts(
  client: PlatformClient,
  params: QueryOf<'listOfferedContracts'> & ModuleParam = {},
): Promise<AgentContractRequestPage> {
  const { moduleId, ...query } = params;
  return valueOf(client.GET('/wps/agent/contracts/offered', { params: { query, header: optionalHeaders({ moduleId }) } }));
}

/** Reads one page of commission statements, the platform settling ended periods first (GET /wps/agent/commission). */
export function listCommissionStatements(
  client: PlatformClient,
  params: QueryOf<'listCommissionStatements'> & ModuleParam = {},
): Promise<AgentCommissionPage> {
  const { moduleId, ...query } = params;
  return valueOf(client.GET('/wps/agent/commission', { params: { query, header: optionalHeaders({ moduleId }) } }));
}
