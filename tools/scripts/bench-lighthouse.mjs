/**
 * `npm run bench:lighthouse`: builds the app, serves it from the web tier in front of the platform
 * on a fresh database (as the end-to-end runs do), runs Lighthouse mobile (simulated slow 4G, 4x CPU
 * slowdown) several times on each page of each brand (/m/, /m/gameCenter, /m/login, /m/register and
 * /m/activity on aurora and jade) and prints the median figures against the targets (performance
 * >= 98, LCP <= 1.5 s, TBT <= 100 ms, CLS <= 0.02) with Lighthouse's benchmarkIndex of the host
 * (simulated TBT scales with the host's CPU: compare figures of one host only), also written to
 * reports/lighthouse/summary.json. Exits 1 when a median misses a target. Not part of CI (about a
 * minute per run). RUNS (5), PORT (4392), BRANDS and PAGES (comma-separated) may be set. EXPLAIN=1
 * also prints, after each page, what the last run's simulated FCP and LCP waited for (scripts,
 * calls, images, main-thread tasks), to show where a page's paint time goes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-browser.mjs';
import { ensureDependencies } from './ensure-deps.mjs';
import { benchTargets, median, serveProduct } from './browser-bench-kit.mjs';
import { ROOT, runBin } from './lib.mjs';

ensureDependencies();
const EXPLAIN = process.env.EXPLAIN === '1';
const { explainLatestRun, forgetSimulations } = await import('./lantern-explain.mjs');
const chromePath = ensureChromium();
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const { CHROMIUM_ARGS } = await import('../testing/chromium.mjs');

const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.PORT ?? 4392);
const { brands: BRANDS, pages: PAGES } = benchTargets();
/** The web tier's targets for the medians (issue 21). */
const TARGETS = [
  { key: 'performance', label: 'performance score', ok: (value) => value >= 98, goal: '>= 98' },
  { key: 'lcpMs', label: 'LCP', ok: (value) => value <= 1500, goal: '<= 1500 ms' },
  { key: 'tbtMs', label: 'TBT', ok: (value) => value <= 100, goal: '<= 100 ms' },
  { key: 'cls', label: 'CLS', ok: (value) => value <= 0.02, goal: '<= 0.02' },
];
const outDir = join(ROOT, 'reports/lighthouse');

if (runBin('nx', ['run', 'mobile:build', '--outputStyle=static']) !== 0) process.exit(1);

await serveProduct(PORT);
mkdirSync(outDir, { recursive: true });

/** Runs Lighthouse RUNS times on one page and gives every run's figures. */
async function measure(url, slug) {
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
        benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
      };
      runs.push(run);
      writeFileSync(join(outDir, `${slug}-run-${i}.json`), result.report);
      console.log(`${url} run ${i}/${RUNS}: score ${run.performance}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls} (benchmarkIndex ${run.benchmarkIndex})`);
    } finally {
      await chrome.kill();
    }
  }
  return runs;
}

const pages = [];
for (const path of PAGES.flatMap((page) => BRANDS.map((brand) => ({ brand, page })))) {
  const url = `http://${path.brand}.localhost:${PORT}${path.page}`;
  if (EXPLAIN) await forgetSimulations();
  const runs = await measure(url, `${path.brand}-${path.page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}`);
  if (EXPLAIN) console.log(`What the last run on ${url} waited for:\n${(await explainLatestRun()).join('\n')}`);
  const keys = Object.keys(runs[0]);
  const medians = Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
  const misses = TARGETS.filter((target) => !target.ok(medians[target.key])).map((target) => target.key);
  pages.push({ url, runs: runs.length, median: medians, missedTargets: misses, all: runs });
}

const summary = { settings: 'Lighthouse 12 mobile, simulated slow 4G and 4x CPU slowdown', targets: Object.fromEntries(TARGETS.map((t) => [t.key, t.goal])), pages };
writeFileSync(join(outDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
for (const page of pages) {
  const m = page.median;
  console.log(`\nLighthouse median of ${page.runs} runs on ${page.url}`);
  for (const target of TARGETS) {
    const unit = target.key.endsWith('Ms') ? ' ms' : '';
    console.log(`  ${target.label.padEnd(18)} ${String(m[target.key]).padStart(6)}${unit.padEnd(4)} target ${target.goal.padEnd(11)} ${target.ok(m[target.key]) ? 'ok' : 'MISSED'}`);
  }
  console.log(`  ${'FCP'.padEnd(18)} ${String(m.fcpMs).padStart(6)} ms`);
  console.log(`  ${'Speed Index'.padEnd(18)} ${String(m.speedIndexMs).padStart(6)} ms`);
  console.log(`  ${'benchmarkIndex'.padEnd(18)} ${String(m.benchmarkIndex).padStart(6)}      (this host's CPU; compare runs of one host only)`);
}
console.log(`Report: reports/lighthouse/summary.json`);
const missed = pages.some((page) => page.missedTargets.length > 0);
process.exit(missed ? 1 : 0);
