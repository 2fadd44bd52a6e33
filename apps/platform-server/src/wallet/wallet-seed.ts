import { createHash } from 'node:crypto';
import type { Db } from '../db/open-database';
import { seededRandom, type RandomSource } from '../security/random-source';
import { Ledger, type LedgerKind } from './ledger';
import { rebateAmountMinor, RebateRepository, type RebateCategory } from './rebate-repository';
import { manilaDate } from '../time/manila-days';
import type { WithdrawRules } from '@gp/domain';
import { DEFAULT_WITHDRAW_RULES, WithdrawRulesRepository } from './withdraw-rules-repository';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const PESO = 100;

/** The accounts whose cash history is seeded, on every open demo merchant. */
const SEEDED_ACCOUNTS = ['demo', 'agent01'] as const;
const SEEDED_MERCHANTS = ['aurora', 'jade', 'ember'] as const;

/** One money event of a seeded history, posted in time order. */
interface SeedEvent {
  readonly at: number;
  readonly post: () => void;
}

interface SeedWriters {
  readonly ledger: Ledger;
  readonly rebates: RebateRepository;
  readonly insertDeposit: (memberId: number, method: string, amount: number, at: number, seq: number) => number;
  readonly payDeposit: (entryId: number, at: number, id: number) => void;
  readonly insertWithdrawal: (memberId: number, amount: number, at: number) => number;
  readonly claimRebate: (entryId: number, at: number, id: number) => void;
}

function writersOf(db: Db): SeedWriters {
  const ledger = new Ledger(db);
  const deposit = db.prepare<[number, string, number, Buffer, number, number], { id: number }>(
    `INSERT INTO deposit (member_id, method_code, amount_minor, provider_token_hash, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const pay = db.prepare<[number, number, number]>("UPDATE deposit SET status = 'paid', credit_entry_id = ?, settled_at = ? WHERE id = ?");
  const withdrawal = db.prepare<[number, number, number, number], { id: number }>(
    `INSERT INTO withdrawal (member_id, amount_minor, payout_method, account_number, account_name, status, created_at, settled_at)
     VALUES (?, ?, 'gcash', '09171234567', 'Juan Dela Cruz', 'paid', ?, ?) RETURNING id`,
  );
  const claim = db.prepare<[number, number, number]>("UPDATE rebate SET status = 'claimed', credit_entry_id = ?, claimed_at = ? WHERE id = ?");
  return {
    ledger,
    rebates: new RebateRepository(db, ledger),
    insertDeposit: (memberId, method, amount, at, seq) => {
      const tokenHash = createHash('sha256').update(`seed-deposit:${seq}`).digest();
      return deposit.get(memberId, method, amount, tokenHash, at, at + 30 * 60_000)?.id ?? 0;
    },
    payDeposit: (entryId, at, id) => void pay.run(entryId, at, id),
    insertWithdrawal: (memberId, amount, at) => withdrawal.get(memberId, amount, at, at + 2 * HOUR_MS)?.id ?? 0,
    claimRebate: (entryId, at, id) => void claim.run(entryId, at, id),
  };
}

/** The deposits, a paid withdrawal, bets with payouts and rebates of one account over the 10 days before `now`. */
function historyOf(memberId: number, accountIndex: number, now: number, writers: SeedWriters, random: RandomSource): SeedEvent[] {
  const start = now - 10 * DAY_MS;
  const post = (amountMinor: number, kind: LedgerKind, reference: string, at: number) =>
    writers.ledger.post({ memberId, wallet: 'cash', amountMinor, kind, reference, at });
  const events: SeedEvent[] = [];
  const deposits: [string, number, number][] = [
    ['GCASH', 5_000 * PESO, 2 * HOUR_MS],
    ['MAYA', 3_000 * PESO, 2 * DAY_MS + 5 * HOUR_MS],
    ['BDO', 10_000 * PESO, 5 * DAY_MS + 3 * HOUR_MS],
  ];
  deposits.forEach(([method, amount, offset], index) => {
    const at = start + offset;
    events.push({
      at,
      post: () => {
        const id = writers.insertDeposit(memberId, method, amount, at, accountIndex * 10 + index);
        const paidAt = at + 2 * 60_000;
        writers.payDeposit(post(amount, 'deposit', `deposit:${id}`, paidAt).id, paidAt, id);
      },
    });
  });
  const withdrawAt = start + 6 * DAY_MS + 4 * HOUR_MS;
  events.push({
    at: withdrawAt,
    post: () => void post(-2_000 * PESO, 'withdrawal', `withdrawal:${writers.insertWithdrawal(memberId, 2_000 * PESO, withdrawAt)}`, withdrawAt),
  });
  const turnover = new Map<string, number>();
  for (let n = 0; n < 24; n += 1) {
    const at = start + DAY_MS + n * 9 * HOUR_MS + random.int(0, HOUR_MS);
    const bet = random.int(10, 101) * 5 * PESO;
    const payout = random.int(0, 100) < 45 ? Math.round((bet * random.int(50, 301)) / 100) : 0;
    const category: RebateCategory = n % 3 === 0 ? 'LIVE' : 'RNG';
    const reference = `seed-bet:${accountIndex * 100 + n}`;
    const dayKey = `${manilaDate(at)}|${category}`;
    turnover.set(dayKey, (turnover.get(dayKey) ?? 0) + bet);
    events.push({
      at,
      post: () => {
        post(-bet, 'bet', reference, at);
        if (payout > 0) post(payout, 'payout', reference, at + 3 * 60_000);
      },
    });
  }
  const rates: Record<string, number> = { LIVE: 50, RNG: 80 };
  for (const [dayKey, amount] of turnover) {
    const [day = '', category = 'RNG'] = dayKey.split('|');
    const createdAt = Date.parse(`${day}T00:00:00+08:00`) + DAY_MS + HOUR_MS;
    if (createdAt >= now || rebateAmountMinor(amount, rates[category] ?? 50) <= 0) continue;
    const claimed = createdAt < now - 3 * DAY_MS;
    events.push({
      at: createdAt,
      post: () => {
        const id = writers.rebates.create({ memberId, day, category: category as RebateCategory, turnoverMinor: amount, rateBasisPoints: rates[category] ?? 50, at: createdAt });
        if (id === null || !claimed) return;
        const claimAt = createdAt + 2 * HOUR_MS;
        const entry = post(rebateAmountMinor(amount, rates[category] ?? 50), 'rebate', `rebate:${id}`, claimAt);
        writers.claimRebate(entry.id, claimAt, id);
      },
    });
  }
  return events.sort((a, b) => a.at - b.at);
}

/** Demo merchants' own withdrawal rules. */
const SEEDED_WITHDRAW_RULES: readonly (readonly [string, WithdrawRules])[] = [
  // Jade: three a day up to ₱100,000, the first free, then ₱15 plus 0.5 % (at most ₱250).
  ['jade', { maxCountPerDay: 3, maxAmountPerDayMinor: 100_000 * PESO, freePerDay: 1, feeFixedMinor: 15 * PESO, feeBasisPoints: 50, feeCapMinor: 250 * PESO, turnoverBasisPoints: 0 }],
  // Aurora: five a day up to ₱200,000, two free, then a flat ₱10.
  ['aurora', { maxCountPerDay: 5, maxAmountPerDayMinor: 200_000 * PESO, freePerDay: 2, feeFixedMinor: 10 * PESO, feeBasisPoints: 0, feeCapMinor: 0, turnoverBasisPoints: 0 }],
  // Ember: the platform's allowance and fee, and each deposit wagered once before a withdrawal.
  ['ember', { ...DEFAULT_WITHDRAW_RULES, turnoverBasisPoints: 10_000 }],
];

/**
 * Seeds the cash history of the demo accounts (demo and agent01 on aurora, jade and ember): three
 * paid deposits, a paid-out withdrawal, two dozen bets with their payouts, and daily rebates (older
 * ones claimed, recent ones claimable), all through the ledger, leaving about ₱12,000-₱18,000.
 * Deterministic; runs once, after the merchants and demo accounts. Also the demo merchants' own
 * withdrawal rules.
 */
export function seedWallet(db: Db, now: number): void {
  const member = db.prepare<[string, string], { id: number }>('SELECT id FROM member WHERE merchant_code = ? AND username = ?');
  const writers = writersOf(db);
  const withdrawRules = new WithdrawRulesRepository(db);
  db.transaction(() => {
    for (const [merchant, rules] of SEEDED_WITHDRAW_RULES) withdrawRules.setRules(merchant, rules);
    let accountIndex = 0;
    for (const merchant of SEEDED_MERCHANTS) {
      for (const username of SEEDED_ACCOUNTS) {
        const id = member.get(merchant, username)?.id;
        accountIndex += 1;
        if (id === undefined) continue;
        for (const event of historyOf(id, accountIndex, now, writers, seededRandom(accountIndex * 7919))) event.post();
      }
    }
  })();
}
