import type { Db } from '../../db/open-database';
import { SEED_AGENT_MERCHANT, SEED_UPLINE_USERNAME } from '../downline/seed-team';
import { ContractRepository, type NewContractRequest } from './contract-repository';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** The reason joyagent gave for rejecting agent01's hourly salary. */
export const SEED_REJECTION_REASON = 'The minimum turnover is too high for my team this month.';

type SeedRequest = NewContractRequest & { answer?: { status: 'accepted' | 'rejected'; at: number; reason?: string } };

/**
 * Contract requests on jade. From agent01's upline to agent01: one pending request of each kind (so
 * the app prompts for all three on home load), an accepted daily salary (1% of the team's turnover
 * on a Manila day with ₱30,000.00 of turnover and 3 active members, which pays on the seeded busy
 * days and not on the quiet ones) and a rejected dividend. From agent01 to its sub-agents: a daily
 * salary reyagent accepted, a dividend joyagent has not answered and an hourly salary joyagent
 * rejected, with a reason.
 */
export function seedContracts(db: Db, now: number): void {
  const idOf = db.prepare<[string, string], { id: number }>('SELECT id FROM member WHERE merchant_code = ? AND username = ?');
  const id = (username: string) => idOf.get(SEED_AGENT_MERCHANT, username)?.id;
  const [agent, upline, rey, joy] = [id('agent01'), id(SEED_UPLINE_USERNAME), id('reyagent'), id('joyagent')];
  if (agent === undefined || upline === undefined || rey === undefined || joy === undefined) return;
  const contracts = new ContractRepository(db);
  const toAgent = { fromMemberId: upline, toMemberId: agent };
  const requests: SeedRequest[] = [
    { ...toAgent, kind: 'daily_salary', rateBasisPoints: 100, minTurnoverMinor: 3_000_000, minActiveMembers: 3, period: 'daily', createdAt: now - 30 * DAY, answer: { status: 'accepted', at: now - 29 * DAY } },
    { ...toAgent, kind: 'dividend', rateBasisPoints: 1500, minTurnoverMinor: 30_000_000, minActiveMembers: 5, period: 'half_monthly', createdAt: now - 20 * DAY, answer: { status: 'rejected', at: now - 19 * DAY } },
    { ...toAgent, kind: 'daily_salary', rateBasisPoints: 150, minTurnoverMinor: 5_000_000, minActiveMembers: 3, period: 'daily', createdAt: now - 2 * DAY },
    { ...toAgent, kind: 'dividend', rateBasisPoints: 2000, minTurnoverMinor: 50_000_000, minActiveMembers: 5, period: 'half_monthly', createdAt: now - 1 * DAY },
    { ...toAgent, kind: 'hourly_salary', rateBasisPoints: 30, minTurnoverMinor: 500_000, minActiveMembers: 2, period: 'hourly', createdAt: now - 3 * HOUR },
    { fromMemberId: agent, toMemberId: rey, kind: 'daily_salary', rateBasisPoints: 50, minTurnoverMinor: 1_000_000, minActiveMembers: 2, period: 'daily', createdAt: now - 26 * DAY, answer: { status: 'accepted', at: now - 25 * DAY } },
    { fromMemberId: agent, toMemberId: joy, kind: 'hourly_salary', rateBasisPoints: 20, minTurnoverMinor: 1_000_000, minActiveMembers: 3, period: 'hourly', createdAt: now - 10 * DAY, answer: { status: 'rejected', at: now - 9 * DAY, reason: SEED_REJECTION_REASON } },
    { fromMemberId: agent, toMemberId: joy, kind: 'dividend', rateBasisPoints: 1000, minTurnoverMinor: 5_000_000, minActiveMembers: 2, period: 'monthly', createdAt: now - 4 * DAY },
  ];
  db.transaction(() => {
    for (const { answer, ...request } of requests) {
      const requestId = contracts.create(request);
      if (answer) contracts.respond(request.toMemberId, requestId, answer.status, answer.at, answer.reason ?? null);
    }
  })();
}
