/**
 * `npm run bench:api`: the game list's latency under a steady load. Starts the platform server
 * (production mode, API only) on a brand-new database in a temporary folder, and a bare Fastify
 * server answering {ok:true} as the baseline; drives each with an open-loop load generator at a
 * fixed rate (requests leave on schedule whether or not earlier ones have answered), and prints
 * throughput and p50/p95/p99 latency of both, then a pass/fail line against the target
 * 'game list p99 < 15 ms at 200 rps'. Exits 1 when the target is missed. Not part of npm test.
 * RATE (200 requests per second), SECONDS (10), WARMUP_SECONDS (2) may be set in the environment;
 * GZIP=0 sends no Accept-Encoding (by default requests ask for gzip, as browsers do).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

const RATE = Number(process.env.RATE ?? 200);
const SECONDS = Number(process.env.SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.WARMUP_SECONDS ?? 2);
const GZIP = process.env.GZIP !== '0';
const TARGET_P99_MS = 15;

const children = [];
const dataDir = mkdtempSync(join(tmpdir(), 'platform-bench-'));
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('exit', () => {
  stopAll();
  rmSync(dataDir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** Starts a child Node process and resolves with the port it prints (the first match of `portPattern`). */
function startChild(label, args, env, portPattern) {
  return new Promise((resolvePort, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const match = portPattern.exec(output);
      if (match) resolvePort(Number(match[1]));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    child.on('exit', (code) => reject(new Error(`${label} stopped (exit ${code}) before it was ready:\n${output}`)));
  });
}

/** The platform server on a fresh database: production mode, API only, any free port. */
const startPlatform = () =>
  startChild(
    'platform server',
    [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'apps/platform-server/src/main.ts')],
    { DATA_DIR: dataDir, APP_DIST: '', HOST: '127.0.0.1', PORT: '0', NODE_ENV: 'production', PLATFORM_SECRET: randomBytes(24).toString('hex'), LOG_LEVEL: '' },
    /API:\s+http:\/\/localhost:(\d+)\//,
  );

/** A bare Fastify server with one route answering {ok:true}: the floor of what any route costs. */
const BARE_SERVER = `
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  app.get('/ok', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log('bare fastify on port ' + app.server.address().port);
`;
const startBare = () => startChild('bare Fastify', ['--input-type=module', '-e', BARE_SERVER], {}, /on port (\d+)/);

/** A tiny deterministic PRNG (mulberry32), so that every run sends the same requests. */
function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Game list requests as the game centre sends them: lobby and category pages, vendors, searches, new games. */
function gameListPaths() {
  const random = mulberry32(0xbe_ac4);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const categories = ['', '', 'RNG', 'RNG', 'LIVE', 'FISH', 'PVP', 'LOCAL', 'LOTT', 'ELOTT', 'BGS'];
  const vendors = { RNG: ['PG', 'JILI', 'PP', 'JDB'], LIVE: ['EVO', 'PP', 'SEXY'], FISH: ['JILI', 'JDB'], PVP: ['KM', 'V8'] };
  const searches = ['dragon', ' fortune ', 'ba', 'gold', 'lucky', 'Tiger', 'super ace', 'fish', 'x', 'no such game'];
  return Array.from({ length: 500 }, () => {
    const gameType = pick(categories);
    const query = new URLSearchParams({ merchant: 'aurora', clientType: '2', platform: 'html5', gameType, pageSize: '9', language: 'EN', imgSize: 'rx2' });
    const roll = random();
    if (roll < 0.3) query.set('gameName', pick(searches));
    else if (roll < 0.5 && vendors[gameType]) query.set('vassalage', pick(vendors[gameType]));
    else if (roll < 0.6) {
      query.set('gameClassify', 'new');
      query.set('isNew', '1');
    }
    query.set('pageNo', String(1 + Math.floor(random() ** 2 * 12)));
    return `/wps/game/list?${query}`;
  });
}

/** Sends one GET and resolves with its status and latency in ms (from the moment it was sent). */
function send(agent, port, path) {
  return new Promise((resolveResult) => {
    const started = process.hrtime.bigint();
    const headers = { merchant: 'aurora', ...(GZIP ? { 'accept-encoding': 'gzip' } : {}) };
    const request = http.get({ host: '127.0.0.1', port, path, agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolveResult({ status: response.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    });
    request.on('error', () => resolveResult({ status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
  });
}

/**
 * Open-loop load: request i leaves at start + i / rate (checked every millisecond), whatever the
 * state of earlier requests. Resolves with the results of the requests sent after the warm-up.
 */
async function drive(port, paths, rate, seconds, warmupSeconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(rate * (seconds + warmupSeconds));
  const warmup = Math.round(rate * warmupSeconds);
  const pending = [];
  const start = process.hrtime.bigint();
  let measuredStart = 0n;
  let next = 0;
  await new Promise((done) => {
    const tick = () => {
      const elapsedMs = Number(process.hrtime.bigint() - start) / 1e6;
      while (next < total && (next * 1000) / rate <= elapsedMs) {
        if (next === warmup) measuredStart = process.hrtime.bigint();
        const result = send(agent, port, paths[next % paths.length]);
        if (next >= warmup) pending.push(result);
        next += 1;
      }
      if (next < total) setTimeout(tick, 1);
      else done();
    };
    tick();
  });
  const results = await Promise.all(pending);
  const elapsedS = Number(process.hrtime.bigint() - measuredStart) / 1e9;
  agent.destroy();
  return { results, elapsedS };
}

/** Throughput, failures and latency percentiles of a run. */
function summarise({ results, elapsedS }) {
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const at = (p) => ms[Math.min(ms.length - 1, Math.ceil((p / 100) * ms.length) - 1)] ?? Number.NaN;
  return {
    requests: results.length,
    failures: results.filter((r) => r.status !== 200).length,
    throughput: results.length / elapsedS,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: ms.at(-1) ?? Number.NaN,
  };
}

const line = (label, s) =>
  `${label.padEnd(22)} ${s.throughput.toFixed(1).padStart(7)} req/s  ${String(s.requests).padStart(5)} sent  ` +
  `${String(s.failures).padStart(3)} failed   p50 ${s.p50.toFixed(2).padStart(6)} ms  p95 ${s.p95.toFixed(2).padStart(6)} ms  ` +
  `p99 ${s.p99.toFixed(2).padStart(6)} ms  max ${s.max.toFixed(2).padStart(7)} ms`;

console.log(`Starting the platform server on a fresh database and a bare Fastify server...`);
const [platformPort, barePort] = await Promise.all([startPlatform(), startBare()]);
console.log(`Open-loop load at ${RATE} rps for ${SECONDS} s (after ${WARMUP_SECONDS} s of warm-up), gzip ${GZIP ? 'on' : 'off'}.\n`);

const bare = summarise(await drive(barePort, ['/ok'], RATE, SECONDS, WARMUP_SECONDS));
console.log(line('bare Fastify {ok:true}', bare));
const list = summarise(await drive(platformPort, gameListPaths(), RATE, SECONDS, WARMUP_SECONDS));
console.log(line('GET /wps/game/list', list));

const passed = list.failures === 0 && list.p99 < TARGET_P99_MS && list.throughput >= RATE * 0.95;
console.log(
  `\n${passed ? 'PASS' : 'FAIL'}: game list p99 ${list.p99.toFixed(2)} ms ${list.p99 < TARGET_P99_MS ? '<' : '>='} ${TARGET_P99_MS} ms ` +
    `at ${list.throughput.toFixed(1)} rps (target ${RATE} rps), ${list.failures} failed requests`,
);
stopAll();
process.exitCode = passed ? 0 : 1;
