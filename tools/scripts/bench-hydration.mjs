/**
 * `npm run bench:hydration`: the hydration probe. Builds the app when apps/mobile/dist has none,
 * serves it from the web tier in front of the platform on a fresh database (as the end-to-end runs
 * do), and opens each server-rendered first page (/m/, /m/gameCenter, /m/login, /m/register,
 * /m/activity on aurora and jade) in Chromium as a Pixel 7 at 4x CPU slowdown, RUNS times (3).
 * For each page it prints the medians of: first contentful paint, when React adopted the server's
 * <main> (hydration reached it), the longest main-thread task after first paint, the blocking time
 * after first paint (the part of each task over 50 ms) and the time to interactive (the end of the
 * last long task before 5 s without one, or first paint when there is none). Figures scale with the
 * host's CPU, so the host's core count and model are printed beside them: compare runs of one host
 * only. Also written to reports/hydration/summary.json. Not part of npm test; nothing here fails on
 * a figure. RUNS, PORT (4393), BRANDS and PAGES (comma-separated) may be set.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-browser.mjs';
import { ensureDependencies } from './ensure-deps.mjs';
import { benchTargets, median, serveProduct } from './browser-bench-kit.mjs';
import { ROOT, runBin } from './lib.mjs';

ensureDependencies();
const chromePath = ensureChromium();
const { chromium, devices } = await import('playwright');
const { CHROMIUM_ARGS } = await import('../testing/chromium.mjs');

const RUNS = Number(process.env.RUNS ?? 3);
const PORT = Number(process.env.PORT ?? 4393);
const { brands: BRANDS, pages: PAGES } = benchTargets();
/** Chromium's CPU slowdown, as Lighthouse's mobile setting. */
const CPU_SLOWDOWN = 4;
/** A task longer than this blocks input (the long-task threshold). */
const LONG_TASK_MS = 50;
/** How long the page must stay free of long tasks to count as interactive. */
const QUIET_MS = 5000;
/** How long a page is watched at most. */
const WATCH_MS = 20000;

if (!existsSync(join(ROOT, 'apps/mobile/dist/index.html'))) {
  console.log('No built app: building it...');
  if (runBin('nx', ['run', 'mobile:build', '--outputStyle=static']) !== 0) process.exit(1);
}
/**
 * Runs in the page before its own scripts: records first contentful paint, every long task, and
 * the moment React's fiber appears on the server's <main> (polled every 16 ms until it does).
 */
function watchPage() {
  const probe = { fcp: null, adopted: null, tasks: [], serverRendered: false };
  window.__hydrationProbe = probe;
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) probe.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  let main = null;
  const poll = setInterval(() => {
    main ??= document.querySelector('#root main');
    if (main && !probe.serverRendered) probe.serverRendered = Boolean(document.getElementById('server-render'));
    if (main && Object.keys(main).some((key) => key.startsWith('__reactFiber'))) {
      probe.adopted = performance.now();
      clearInterval(poll);
    }
  }, 16);
}

/** The probe's figures for one load: see the file's comment. */
function figuresOf(probe) {
  const fcp = probe.fcp ?? 0;
  const after = probe.tasks.filter((task) => task.start + task.duration > fcp);
  const longest = after.reduce((most, task) => Math.max(most, task.duration), 0);
  const blocking = after.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0);
  let interactive = fcp;
  for (const task of after) {
    if (task.start - interactive >= QUIET_MS) break;
    interactive = Math.max(interactive, task.start + task.duration);
  }
  return { fcpMs: fcp, adoptedMs: probe.adopted, longestTaskMs: longest, blockingMs: blocking, ttiMs: interactive, longTasks: after.length, serverRendered: probe.serverRendered };
}

/** Loads one page once in a fresh Pixel 7 context at 4x CPU slowdown and gives its figures. */
async function probeOnce(browser, url) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(watchPage);
  await page.goto(url, { waitUntil: 'load' });
  const started = Date.now();
  // Watch until QUIET_MS have passed with no long task after the last one (or WATCH_MS in all).
  for (;;) {
    await page.waitForTimeout(500);
    const probe = await page.evaluate(() => window.__hydrationProbe);
    const lastEnd = probe.tasks.reduce((end, task) => Math.max(end, task.start + task.duration), probe.fcp ?? 0);
    const now = await page.evaluate(() => performance.now());
    if (now - lastEnd >= QUIET_MS || Date.now() - started >= WATCH_MS) {
      await context.close();
      return { ...figuresOf(probe), errors };
    }
  }
}

const ms = (value) => (value === null ? '     -' : `${Math.round(value)}`.padStart(6));

await serveProduct(PORT);
const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
const host = `${availableParallelism()} cores (${cpus()[0]?.model?.trim() ?? 'unknown CPU'})`;
console.log(`Hydration probe: Pixel 7 profile, ${CPU_SLOWDOWN}x CPU slowdown, no network throttling, ${RUNS} loads per page, on ${host}.`);
console.log('page'.padEnd(40), '   FCP', 'adopt', 'longest', 'blocking', '   TTI', ' (ms, medians)');
const pages = [];
for (const brand of BRANDS) {
  for (const path of PAGES) {
    const url = `http://${brand}.localhost:${PORT}${path}`;
    await probeOnce(browser, url); // warms the web tier's render cache and the disk cache of the files
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await probeOnce(browser, url));
    const keys = ['fcpMs', 'adoptedMs', 'longestTaskMs', 'blockingMs', 'ttiMs'];
    const medians = Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
    const errors = [...new Set(runs.flatMap((run) => run.errors))];
    const rendered = runs.every((run) => run.serverRendered);
    pages.push({ url, serverRendered: rendered, median: medians, runs, errors });
    console.log(`${brand} ${path}`.padEnd(40), ms(medians.fcpMs), ms(medians.adoptedMs), ms(medians.longestTaskMs).padStart(7), ms(medians.blockingMs).padStart(8), ms(medians.ttiMs), rendered ? '' : ' (not server-rendered)', errors.length ? ` errors: ${errors.join(' | ')}` : '');
  }
}
await browser.close();
const outDir = join(ROOT, 'reports/hydration');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'summary.json'), `${JSON.stringify({ settings: { cpuSlowdown: CPU_SLOWDOWN, runs: RUNS, device: 'Pixel 7', host }, pages }, null, 2)}\n`);
console.log('Report: reports/hydration/summary.json');
process.exit(0);
