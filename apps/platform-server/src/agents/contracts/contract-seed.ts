import type { Db } from '../../db/open-database';
import { SEED_AGENT_MERCHANT, SEED_UPLINE_USERNAME } from '../downline/downline-seed';
import { ContractRepository, type NewContractRequest } from './contract-repository';

const DAY = 24 * 60 * 60_000;

/**
 * Contract requests from agent01's upline on jade: one pending request of each kind (so the app
 * prompts for all three on home load), an accepted daily salary and a rejected dividend.
 */
export function seedContracts(db: Db, now: number): void {
  const idOf = db.prepare<[string, string], { id: number }>('SELECT id FROM member WHERE merchant_code = ? AND username = ?');
  const agent = idOf.get(SEED_AGENT_MERCHANT, 'agent01');
  const upline = idOf.get(SEED_AGENT_MERCHANT, SEED_UPLINE_USERNAME);
  if (!agent || !upline) return;
  const contracts = new ContractRepository(db);
  const base = { fromMemberId: upline.id, toMemberId: agent.id };
  const requests: (NewContractRequest & { answer?: { status: 'accepted' | 'rejected'; at: number } })[] = [
    { ...base, kind: 'daily_salary', rateBasisPoints: 100, minTurnoverMinor: 3_000_000, minActiveMembers: 3, period: 'daily', createdAt: now - 30 * DAY, answer: { status: 'accepted', at: now - 29 * DAY } },
    { ...base, kind: 'dividend', rateBasisPoints: 1500, minTurnoverMinor: 30_000_000, minActiveMembers: 5, period: 'half_monthly', createdAt: now - 20 * DAY, answer: { status: 'rejected', at: now - 19 * DAY } },
    { ...base, kind: 'daily_salary', rateBasisPoints: 150, minTurnoverMinor: 5_000_000, minActiveMembers: 3, period: 'daily', createdAt: now - 2 * DAY },
    { ...base, kind: 'dividend', rateBasisPoints: 2000, minTurnoverMinor: 50_000_000, minActiveMembers: 5, period: 'half_monthly', createdAt: now - 1 * DAY },
    { ...base, kind: 'hourly_salary', rateBasisPoints: 30, minTurnoverMinor: 500_000, minActiveMembers: 2, period: 'hourly', createdAt: now - 3 * 60 * 60_000 },
  ];
  db.transaction(() => {
    for (const { answer, ...request } of requests) {
      const id = contracts.create(request);
      if (answer) contracts.respond(agent.id, id, answer.status, answer.at);
    }
  })();
}
