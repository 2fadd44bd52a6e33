import { seedAccounts } from '../accounts/accounts-seed';
import { seedResponsibleGaming } from '../responsible-gaming/rg-seed';
import { hashPassword } from '../accounts/password-hash';
import { seedAgents } from '../agents/agents-seed';
import { seedContent } from '../content/content-seed';
import { seedEngagement } from '../engagement/engagement-seed';
import { ReferralCodes } from '../engagement/referral-codes';
import { seedGameLists } from '../games/games-seed';
import { seedPlay } from '../play/play-seed';
import { seededRandom } from '../security/random-source';
import { restateBalancesInTimeOrder } from '../wallet/seed-ledger-order';
import { seedWallet } from '../wallet/wallet-seed';
import type { Db } from './open-database';
import { seedGames, seedMerchantVendors } from './seed-games';

/** A feature module of a seeded merchant, with its sub-modules. */
interface SeedFeature {
  readonly modId: string;
  readonly enabled: boolean;
  readonly children?: readonly SeedFeature[];
}

/** A demo merchant as seeded: brand, theme pack, languages, status and feature tree. */
export interface SeedMerchant {
  readonly code: string;
  readonly siteName: string;
  readonly themePack: string;
  readonly defaultMode: 'dark' | 'light';
  readonly languages: readonly string[];
  readonly maintenance: boolean;
  readonly maintenanceMessage?: string;
  /** Address prefixes refused as outside the merchant's regions (SPEC §2 status 2); none when absent. */
  readonly blockedIpPrefixes?: readonly string[];
  readonly features: readonly SeedFeature[];
}

/** A demo account, printed on start so that anyone can log in. */
export interface DemoAccount {
  readonly merchant: string;
  readonly username: string;
  readonly password: string;
  readonly type: number;
  readonly role: 'member' | 'agent';
  readonly nickname: string;
}

const on = (modId: string, children?: SeedFeature[]): SeedFeature => ({ modId, enabled: true, children });
const off = (modId: string, children?: SeedFeature[]): SeedFeature => ({ modId, enabled: false, children });

const commonModules = (cockfight: boolean): SeedFeature[] => [
  on('REG3', [on('REGISTER_REE3'), on('VALID_CAPTCHA3'), on('CAPTCHA3')]),
  on('FREEPLAY3'),
  on('FEEDBACK3'),
  on('INBOX3'),
  on('PROFPIC3'),
  on('CHNGPASSVERIF3'),
  on('FUNDTRANS3'),
  on('MEMTRANS3'),
  on('PERSPNL3'),
  cockfight ? on('COCKFIGHT') : off('COCKFIGHT'),
];

/** The addresses of this machine as the server sees them (IPv4, IPv6 and IPv4-mapped IPv6 loopback). */
export const LOCAL_ADDRESS_PREFIXES: readonly string[] = ['127.', '::1', '::ffff:127.'];

/** The demo merchants: each a distinct brand with its own flags (SPEC §3 'Feature flags'). */
export const SEED_MERCHANTS: readonly SeedMerchant[] = [
  {
    code: 'aurora',
    siteName: 'Aurora Play',
    themePack: 'aurora',
    defaultMode: 'dark',
    languages: ['EN', 'TY', 'CN'],
    maintenance: false,
    features: [
      ...commonModules(true),
      on('MOBILEVERCODELOGIN3'),
      on('MOBILENUMREG3', [on('REGMOBVERF3')]),
      on('CBS3'),
      on('REWCEN3'),
      off('AGENTPOLICY3'),
    ],
  },
  {
    code: 'jade',
    siteName: 'Jade Lotto',
    themePack: 'jade',
    defaultMode: 'dark',
    languages: ['EN', 'TY', 'VI', 'TH'],
    maintenance: false,
    features: [
      ...commonModules(true),
      off('MOBILEVERCODELOGIN3'),
      on('REWCEN3'),
      on('AGENTPOLICY3', [on('AFFMAN3'), on('COMM3'), on('AGEINFO3'), on('AGEDOWNMAN3')]),
      off('CBS3'),
    ],
  },
  {
    code: 'ember',
    siteName: 'Ember Casino',
    themePack: 'ember',
    defaultMode: 'dark',
    languages: ['EN', 'TY'],
    maintenance: false,
    features: [...commonModules(false), on('CBS3'), off('REWCEN3'), off('AGENTPOLICY3')],
  },
  {
    code: 'lumen',
    siteName: 'Lumen Bingo',
    themePack: 'aurora',
    defaultMode: 'light',
    languages: ['EN'],
    maintenance: true,
    maintenanceMessage: 'We are upgrading our bingo halls. Back soon!',
    features: commonModules(true),
  },
  {
    // Refuses this machine's own addresses, so every local visit shows the access-restricted page.
    code: 'onyx',
    siteName: 'Onyx Play',
    themePack: 'jade',
    defaultMode: 'light',
    languages: ['EN', 'TY'],
    maintenance: false,
    blockedIpPrefixes: LOCAL_ADDRESS_PREFIXES,
    features: commonModules(true),
  },
];

const LOCAL_ADDRESSES = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/** Whether a visitor on this machine can use the merchant: not under maintenance, no local address refused. */
export function isOpenLocally(merchant: SeedMerchant): boolean {
  const refused = (ip: string) => (merchant.blockedIpPrefixes ?? []).some((prefix) => ip.startsWith(prefix));
  return !merchant.maintenance && !LOCAL_ADDRESSES.some(refused);
}

/** The demo accounts seeded for every merchant a visitor on this machine can use. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = SEED_MERCHANTS.filter(isOpenLocally).flatMap((m) => [
  { merchant: m.code, username: 'demo', password: 'Demo1234', type: 0, role: 'member', nickname: 'Lucky Juan' },
  { merchant: m.code, username: 'agent01', password: 'Agent1234', type: 1, role: 'agent', nickname: 'Agent Maria' },
]);

function insertFeatures(db: Db, merchant: string, features: readonly SeedFeature[], parent: string | null): void {
  const insert = db.prepare(
    'INSERT INTO merchant_feature (merchant_code, mod_id, parent_mod_id, enabled, sort_order) VALUES (?, ?, ?, ?, ?)',
  );
  features.forEach((feature, index) => {
    insert.run(merchant, feature.modId, parent, feature.enabled ? 1 : 0, index);
    insertFeatures(db, merchant, feature.children ?? [], feature.modId);
  });
}

/** Tells whether the database already holds the demo data. */
export function isSeeded(db: Db): boolean {
  return (db.prepare('SELECT count(*) AS n FROM merchant').get() as { n: number }).n > 0;
}

/** Whether a seeded merchant has the cockfight category switched on. */
function hasCockfight(merchant: SeedMerchant): boolean {
  return merchant.features.some((feature) => feature.modId === 'COCKFIGHT' && feature.enabled);
}

/** The seed of the random source of the seeded members' referral codes (the same codes on every seeding). */
const REFERRAL_CODE_SEED = 0x5eed_c0de;

/**
 * Writes the deterministic demo data (merchants, host names, feature trees, demo accounts, the
 * game catalogue and each merchant's vendor order) into an empty database, then each area's demo
 * data in order, then every seeded member's referral code, and restates the ledger's balances
 * after each row in time order (restateBalancesInTimeOrder). Password hashing is the slow part,
 * so it runs first.
 */
export async function seed(db: Db, now: number = Date.UTC(2026, 0, 1)): Promise<void> {
  // One hash per distinct demo password: hashing is slow, and every test file seeds a database.
  const passwords = [...new Set(DEMO_ACCOUNTS.map((account) => account.password))];
  const hashByPassword = new Map(await Promise.all(passwords.map(async (p) => [p, await hashPassword(p)] as const)));
  db.transaction(() => {
    const insertMerchant = db.prepare(
      `INSERT INTO merchant (code, site_name, theme_pack, default_mode, default_language, languages, maintenance, maintenance_message,
         blocked_ip_prefixes)
       VALUES (@code, @siteName, @themePack, @defaultMode, 'EN', @languages, @maintenance, @maintenanceMessage, @blockedIpPrefixes)`,
    );
    const insertDomain = db.prepare('INSERT INTO merchant_domain (hostname, merchant_code) VALUES (?, ?)');
    for (const m of SEED_MERCHANTS) {
      insertMerchant.run({
        code: m.code,
        siteName: m.siteName,
        themePack: m.themePack,
        defaultMode: m.defaultMode,
        languages: JSON.stringify(m.languages),
        maintenance: m.maintenance ? 1 : 0,
        maintenanceMessage: m.maintenanceMessage ?? null,
        blockedIpPrefixes: JSON.stringify(m.blockedIpPrefixes ?? []),
      });
      insertDomain.run(`${m.code}.localhost`, m.code);
      insertFeatures(db, m.code, m.features, null);
    }
    const insertMember = db.prepare(
      'INSERT INTO member (merchant_code, username, password_hash, type, nickname, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    DEMO_ACCOUNTS.forEach((a) => insertMember.run(a.merchant, a.username, hashByPassword.get(a.password), a.type, a.nickname, now));
  })();
  seedGames(db);
  seedMerchantVendors(db, SEED_MERCHANTS.map((m) => ({ code: m.code, cockfight: hasCockfight(m) })));
  for (const seedArea of [seedAccounts, seedContent, seedGameLists, seedWallet, seedPlay, seedAgents, seedEngagement]) {
    await seedArea(db, now);
  }
  seedResponsibleGaming(db);
  db.transaction(() => {
    new ReferralCodes(db, seededRandom(REFERRAL_CODE_SEED)).assignMissing();
    restateBalancesInTimeOrder(db);
  })();
}
