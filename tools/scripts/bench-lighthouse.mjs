/**
 * `npm run bench:lighthouse`: builds the app, serves it from the platform server on a fresh
 * database, runs Lighthouse mobile (simulated slow 4G, 4x CPU slowdown) several times on /m/ and
 * prints the median figures, also written to reports/lighthouse/summary.json. Not part of CI.
 * RUNS (5), PORT (4392) and BRAND (aurora) may be set in the environment.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-browser.mjs';
import { ROOT, runBin } from './lib.mjs';

await import('./ensure-deps.mjs');
const chromePath = ensureChromium();
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const { CHROMIUM_ARGS } = await import('../testing/chromium.mjs');

const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.PORT ?? 4392);
const BRAND = process.env.BRAND ?? 'aurora';
const url = `http://${BRAND}.localhost:${PORT}/m/`;
const outDir = join(ROOT, 'reports/lighthouse');

if (runBin('nx', ['run', 'mobile:build', '--outputStyle=static']) !== 0) process.exit(1);

const server = spawn(process.execPath, [join(ROOT, 'tools/scripts/e2e-server.mjs')], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: 'ignore',
});
const stopServer = () => server.kill('SIGTERM');
process.on('exit', stopServer);

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(`http://localhost:${PORT}/wps/system/status`);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The platform server did not start within a minute');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

await waitForServer();
mkdirSync(outDir, { recursive: true });
const runs = [];
for (let i = 1; i <= RUNS; i += 1) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    });
    const { lhr } = result;
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const run = {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      fcpMs: Math.round(audit('first-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      speedIndexMs: Math.round(audit('speed-index')),
    };
    runs.push(run);
    writeFileSync(join(outDir, `run-${i}.json`), result.report);
    console.log(`run ${i}/${RUNS}: score ${run.performance}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls}`);
  } finally {
    await chrome.kill();
  }
}

const keys = Object.keys(runs[0]);
const summary = {
  url,
  runs: runs.length,
  settings: 'Lighthouse 12 mobile, simulated slow 4G and 4x CPU slowdown',
  median: Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])),
  all: runs,
};
writeFileSync(join(outDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
const m = summary.median;
console.log(`\nLighthouse median of ${runs.length} runs on ${url}`);
console.log(`  performance score  ${m.performance}`);
console.log(`  LCP                ${m.lcpMs} ms`);
console.log(`  FCP                ${m.fcpMs} ms`);
console.log(`  TBT                ${m.tbtMs} ms`);
console.log(`  CLS                ${m.cls}`);
console.log(`  Speed Index        ${m.speedIndexMs} ms`);
console.log(`Report: reports/lighthouse/summary.json`);
stopServer();
process.exit(0);
