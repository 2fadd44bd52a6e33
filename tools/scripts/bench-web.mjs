/**
 * `npm run bench:web`: the web tier's pages under load. Builds the app when apps/mobile/dist has
 * none, starts the platform (production mode, a brand-new database in a temporary folder) and two
 * web-tier instances in front of it, then drives the first pages of a visit from outside (home,
 * the game centre, login, registration, promotions, under three brands; gzip asked, as browsers
 * do) with CLIENTS clients that each send their next request when the last one has answered:
 * first all against one instance, then spread over both (client i to instance i % 2, as a
 * round-robin load balancer would). Prints requests per second and p50/p95/p99 of each run with
 * the machine's cores, then PASS/FAIL against the target 'p95 <= 50 ms' for each; exits 1 on a miss.
 * Not part of npm test. CLIENTS (50), SECONDS (10) and WARMUP_SECONDS (3) may be set.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDependencies } from './ensure-deps.mjs';
import { ROOT, runBin } from './lib.mjs';
import { driveClients, line, startChild, summarise } from './load-kit.mjs';

ensureDependencies();
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const SECONDS = Number(process.env.SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.WARMUP_SECONDS ?? 3);
const TARGET_P95_MS = 50;
const APP_DIST = join(ROOT, 'apps/mobile/dist');
const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');

const dataDir = mkdtempSync(join(tmpdir(), 'platform-bench-web-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** The pages a visit from outside opens on, under three brands (the host names the brand). */
function pageRequests() {
  const paths = ['/m/', '/m/gameCenter', '/m/login', '/m/register', '/m/activity'];
  return ['aurora', 'jade', 'ember'].flatMap((brand) => paths.map((path) => ({ path, headers: { host: `${brand}.localhost` } })));
}

if (!existsSync(join(APP_DIST, 'index.html'))) {
  console.log('No built app: building it...');
  if (runBin('nx', ['run', 'mobile:build', '--outputStyle=static']) !== 0) process.exit(1);
}
console.log('Starting the platform on a fresh database and two web-tier instances in front of it...');
const platformPort = await startChild(
  'platform server',
  [TSX, join(ROOT, 'apps/platform-server/src/main.ts')],
  { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', NODE_ENV: 'production', TRUST_PROXY: '1', PLATFORM_SECRET: randomBytes(24).toString('hex'), LOG_LEVEL: '' },
  /API:\s+http:\/\/localhost:(\d+)\//,
);
const webEnv = { PLATFORM_URL: `http://127.0.0.1:${platformPort}`, APP_DIST, HOST: '127.0.0.1', PORT: '0', NODE_ENV: 'production', LOG_LEVEL: '' };
const webPorts = await Promise.all([1, 2].map((n) => startChild(`web tier ${n}`, [TSX, join(ROOT, 'apps/web-server/src/main.ts')], webEnv, /ready on port (\d+)/)));

const cores = `${availableParallelism()} cores (${cpus()[0]?.model?.trim() ?? 'unknown CPU'})`;
console.log(`${CLIENTS} clients for ${SECONDS} s each run (after ${WARMUP_SECONDS} s of warm-up), gzip on, on ${cores}.\n`);
const timing = { clients: CLIENTS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, headers: { 'accept-encoding': 'gzip' } };
const runs = [
  { label: 'GET /m/ pages, 1 instance', ports: webPorts.slice(0, 1) },
  { label: 'GET /m/ pages, 2 instances', ports: webPorts },
];
let passed = true;
const verdicts = [];
for (const run of runs) {
  const figures = summarise(await driveClients(run.ports, pageRequests(), timing));
  console.log(line(run.label, figures));
  const ok = figures.failures === 0 && figures.p95 <= TARGET_P95_MS;
  passed &&= ok;
  verdicts.push(`${ok ? 'PASS' : 'FAIL'}: ${run.label}: p95 ${figures.p95.toFixed(2)} ms (target <= ${TARGET_P95_MS} ms) at ${figures.throughput.toFixed(1)} rps, ${figures.failures} failed requests`);
}
console.log(`\n${verdicts.join('\n')}`);
process.exitCode = passed ? 0 : 1;
process.exit();
