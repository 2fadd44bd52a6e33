/** Fixtures of the agent centre's screens, as a mock platform answers them (page tests and stories). */
import { http, type HttpHandler } from 'msw';
import type { AgentCommissionStatement, AgentContractRequest, AgentDownlineMember, AgentOverview, AgentTeamBetting, AgentTransfer } from '@gp/api-client';
import { envelope } from './platform-handlers';

const DAY = 86_400_000;
/** The fixtures' clock: 2026-11-26 10:00 in Manila. */
export const AGENT_NOW = Date.UTC(2026, 10, 26, 2);
const page = (count: number) => ({ pageNo: 1, pageSize: 20, totalPages: count === 0 ? 0 : 1, totalCount: count });

/** The overview over today: hourly buckets so far. */
export const AGENT_OVERVIEW: AgentOverview = {
  period: 'today',
  from: AGENT_NOW - 10 * 3_600_000,
  to: AGENT_NOW + 14 * 3_600_000,
  currency: 'PHP',
  teamMembers: 17,
  directMembers: 10,
  subAgents: 3,
  newMembers: 2,
  activeMembers: 9,
  depositMinor: 1_250_000,
  turnoverMinor: 4_830_000,
  payoutMinor: 4_100_000,
  netMinor: -730_000,
  incomeMinor: 72_450,
  bucket: 'hour',
  series: Array.from({ length: 10 }, (_, hour) => {
    const from = AGENT_NOW - (10 - hour) * 3_600_000;
    return { from, to: from + 3_600_000, depositMinor: 100_000, turnoverMinor: ((hour * 7) % 10) * 60_000, incomeMinor: 0 };
  }),
};

/** One member of the team. */
export function teamMember(over: Partial<AgentDownlineMember> = {}): AgentDownlineMember {
  return {
    username: 'juan8888',
    nickname: 'Juan D.',
    registeredAt: AGENT_NOW - 40 * DAY,
    lastLoginAt: AGENT_NOW - 2 * 3_600_000,
    balanceMinor: 152_000,
    currency: 'PHP',
    status: 'active',
    level: 1,
    parentUsername: 'agent01',
    isAgent: false,
    teamSize: 0,
    depositMinor: 500_000,
    turnoverMinor: 1_230_000,
    active: true,
    ...over,
  };
}

/** The agent's direct team: a player and a sub-agent with a team of 4. */
export const TEAM = [teamMember(), teamMember({ username: 'rico.agent', nickname: 'Rico', isAgent: true, teamSize: 4, balanceMinor: 20_000, depositMinor: 0, turnoverMinor: 310_000 })];

/** Team betting over last week. */
export const TEAM_BETTING: AgentTeamBetting = {
  period: 'last_week',
  from: AGENT_NOW - 10 * DAY,
  to: AGENT_NOW - 3 * DAY,
  currency: 'PHP',
  members: [
    { username: 'juan8888', nickname: 'Juan D.', isAgent: false, teamSize: 0, betCount: 12, turnoverMinor: 900_000, payoutMinor: 720_000, netMinor: -180_000 },
    { username: 'rico.agent', nickname: 'Rico', isAgent: true, teamSize: 4, betCount: 30, turnoverMinor: 650_000, payoutMinor: 700_000, netMinor: 50_000 },
  ],
  total: { betCount: 42, turnoverMinor: 1_550_000, payoutMinor: 1_420_000, netMinor: -130_000 },
  categories: [
    { category: 'LIVE', betCount: 20, turnoverMinor: 1_000_000, payoutMinor: 950_000, netMinor: -50_000 },
    { category: 'RNG', betCount: 22, turnoverMinor: 550_000, payoutMinor: 470_000, netMinor: -80_000 },
  ],
  path: [],
  page: page(2),
};

/** A contract request from the upline. */
export function contractRequest(over: Partial<AgentContractRequest> = {}): AgentContractRequest {
  return {
    id: 3,
    kind: 'daily_salary',
    fromUsername: 'jadeboss',
    toUsername: 'agent01',
    terms: { ratePercent: 1.5, minTurnoverMinor: 5_000_000, minActiveMembers: 3, period: 'daily' },
    currency: 'PHP',
    status: 'pending',
    reason: null,
    createdAt: AGENT_NOW - 2 * DAY,
    respondedAt: null,
    ...over,
  };
}

/** A paid daily salary statement: 1% of ₱48,300.00 = ₱483.00. */
export function commissionStatement(over: Partial<AgentCommissionStatement> = {}): AgentCommissionStatement {
  return {
    id: 11,
    kind: 'daily_salary',
    contractId: 1,
    fromUsername: 'jadeboss',
    periodFrom: AGENT_NOW - 34 * 3_600_000,
    periodTo: AGENT_NOW - 10 * 3_600_000,
    currency: 'PHP',
    terms: { ratePercent: 1, minTurnoverMinor: 3_000_000, minActiveMembers: 3, period: 'daily' },
    base: { turnoverMinor: 4_830_000, payoutMinor: 4_100_000, netLossMinor: 730_000, activeMembers: 9 },
    basisMinor: 4_830_000,
    outcome: 'paid',
    amountMinor: 48_300,
    settledAt: AGENT_NOW - 9 * 3_600_000,
    ...over,
  };
}

/** A transfer to juan8888. */
export const TRANSFER: AgentTransfer = { transferId: 21, downlineUsername: 'juan8888', amountMinor: 25_000, currency: 'PHP', balanceAfterMinor: 9_975_000, createdAt: AGENT_NOW - 3_600_000 };

/** MSW handlers of every agent-centre read, answered from the fixtures above. */
export function agentReadHandlers(base: string): HttpHandler[] {
  return [
    http.get(`${base}/wps/agent/overview`, () => envelope(AGENT_OVERVIEW)),
    http.get(`${base}/wps/agent/contracts/pending`, () => envelope({ dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 0 })),
    http.get(`${base}/wps/agent/invitation`, () => envelope({ code: 'JADE7K2Q' })),
    http.get(`${base}/wps/agent/downline`, () => envelope({ members: TEAM, page: page(TEAM.length), period: 'this_month', from: 0, to: 1, currency: 'PHP', path: [] })),
    http.get(`${base}/wps/agent/teamBetting`, () => envelope(TEAM_BETTING)),
    http.get(`${base}/wps/agent/transfers`, () => envelope({ transfers: [TRANSFER], page: page(1) })),
    http.get(`${base}/wps/agent/contracts/current`, () => envelope({ daily_salary: contractRequest({ id: 1, status: 'accepted', terms: { ratePercent: 1, minTurnoverMinor: 3_000_000, minActiveMembers: 3, period: 'daily' }, respondedAt: AGENT_NOW - 29 * DAY }), dividend: null, hourly_salary: null })),
    http.get(`${base}/wps/agent/contracts`, () => envelope({ requests: [contractRequest(), contractRequest({ id: 1, status: 'accepted', respondedAt: AGENT_NOW - 29 * DAY })], page: page(2) })),
    http.get(`${base}/wps/agent/contracts/offered`, () => envelope({ requests: [contractRequest({ id: 9, fromUsername: 'agent01', toUsername: 'rico.agent', status: 'rejected', reason: 'Rate too low', respondedAt: AGENT_NOW - DAY })], page: page(1) })),
    http.get(`${base}/wps/agent/commission`, () =>
      envelope({ statements: [commissionStatement(), commissionStatement({ id: 10, periodFrom: AGENT_NOW - 58 * 3_600_000, periodTo: AGENT_NOW - 34 * 3_600_000, outcome: 'too_few_active', amountMinor: 0, base: { turnoverMinor: 3_500_000, payoutMinor: 3_000_000, netLossMinor: 500_000, activeMembers: 2 } })], totalPaidMinor: 48_300, currency: 'PHP', page: page(2) }),
    ),
  ];
}
