/** Starts the reference platform server: opens, migrates and seeds the database, then listens. */
import { join, resolve } from 'node:path';
import { seedAgentActivity } from './agents/agent-activity-seed';
import { buildApp } from './app';
import { readConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { DEMO_ACCOUNTS, isSeeded, seed } from './db/seed';
import { seedEngagementActivity } from './engagement/engagement-activity-seed';
import { MerchantRepository, type Merchant } from './merchants/merchant-repository';

const workspaceRoot = resolve(import.meta.dirname, '../../..');
const config = readConfig(process.env, workspaceRoot);
const db = openDatabase(join(config.dataDir, 'platform.db'));
const applied = migrate(db);
if (!isSeeded(db)) {
  await seed(db);
  // This week's race, the reward centre's items and the agent team's betting follow the real clock, unlike the rest of the demo data.
  const now = Date.now();
  seedEngagementActivity(db, now);
  seedAgentActivity(db, now);
}

const app = await buildApp({
  db,
  defaultMerchant: config.defaultMerchant,
  development: config.development,
  dataDir: config.dataDir,
  secret: config.secret,
  trustProxy: config.trustProxy,
  logger: process.env['LOG_LEVEL'] ? { level: process.env['LOG_LEVEL'] } : false,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => {
      db.close();
      process.exit(0);
    });
  });
}

/** What a brand's line of the start-up output adds: why the page shows a status page instead of the app. */
function brandNote(merchant: Merchant): string {
  if (merchant.maintenance) return '   (under maintenance: shows the maintenance page)';
  if (merchant.blockedIpPrefixes.length === 0) return '';
  return `   (region restricted: addresses starting ${merchant.blockedIpPrefixes.join(' ')} see the access-restricted page)`;
}

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
// The brands open where the app is served: the web tier's port (APP_PORT) when one stands in front.
const appPort = Number(process.env['APP_PORT'] || port);

const lines = [
  '',
  `Platform server ready (database ${join(config.dataDir, 'platform.db')}${applied.length ? `, applied ${applied.join(', ')}` : ''})`,
  '',
  'Brands:',
  ...new MerchantRepository(db)
    .list()
    .map((m) => `  ${m.siteName.padEnd(14)} http://${m.code}.localhost:${appPort}/m/${brandNote(m)}`),
  `  default        http://localhost:${appPort}/m/   (${config.defaultMerchant})`,
  '',
  `API:             http://localhost:${appPort}/wps/system/status${appPort === port ? '' : ` (the platform itself on port ${port})`}`,
  '',
  'Demo accounts (every brand above without a note):',
  ...[...new Map(DEMO_ACCOUNTS.map((a) => [a.username, a])).values()].map(
    (a) => `  ${a.role.padEnd(7)} ${a.username} / ${a.password}`,
  ),
  '',
];
console.log(lines.join('\n'));
