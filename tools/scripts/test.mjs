/**
 * `npm test`: installs what is missing (dependencies, Debian chromium and its headless shell), then runs every check in
 * order and prints one line per check and a closing 'N passed, N failed' line. The native modules
 * (better-sqlite3's SQLite) compile in the background meanwhile: the checks that use the database
 * (`native: true`) wait for them and come last.
 */
import { ensureChromium, ensureTestChromium } from './ensure-browser.mjs';
import { installPackages, nativeBuild } from './ensure-deps.mjs';
import { run, runBin } from './lib.mjs';

installPackages();
const nativeBuilt = nativeBuild();
// The whole browser too: the installability test needs it (see tools/testing/chromium.mjs).
process.env.FULL_CHROME_PATH = ensureChromium();
process.env.CHROME_PATH = ensureTestChromium();

const nx = (...args) => () => runBin('nx', [...args, '--outputStyle=static']);

/**
 * Lint runs once over every project: one ESLint process loads the configuration once (26 s here,
 * against 50 s with two worker threads and 56 s for ten `nx lint` processes); each project's `nx
 * lint` runs the same configuration on the same files. Nx's boundary rule reads the project graph
 * Nx keeps on disk, which a clean clone has not computed yet: `nx show projects` computes it first
 * (without it the rule is skipped with a warning, which fails the check).
 */
function lintEverything() {
  const graph = runBin('nx', ['show', 'projects']);
  return graph !== 0 ? graph : runBin('eslint', ['apps', 'libs', 'tools', '--max-warnings=0', '--concurrency=off']);
}

/** Each check: its name, what it runs, the checks it needs to have passed, and whether it needs the native modules. */
const CHECKS = [
  { name: 'lint', run: lintEverything },
  { name: 'typecheck', run: nx('run-many', '-t', 'typecheck', '--parallel=2') },
  { name: 'contract lint', run: () => runBin('redocly', ['lint', 'openapi/platform.yaml', '--format=stylish']) },
  { name: 'generated API client is current', run: () => run('node', ['tools/scripts/check-codegen.mjs']) },
  { name: 'message catalogue is current', run: () => run('node', ['tools/scripts/check-messages.mjs']) },
  { name: 'brand packs', run: () => runBin('tsx', ['tools/scripts/check-themes.ts']) },
  { name: 'build', run: nx('run', 'mobile:build') },
  { name: 'size budget', needs: ['build'], run: () => runBin('size-limit', []) },
  {
    name: 'storybook build',
    run: () => runBin('storybook', ['build', '-c', '.storybook', '-o', 'dist/storybook', '--quiet', '--disable-telemetry']),
  },
  { name: 'stories as tests', run: () => runBin('vitest', ['run', '--config', 'vitest.storybook.config.ts']) },
  { name: 'unit tests', native: true, run: nx('run-many', '-t', 'test', '--parallel=2') },
  { name: 'end-to-end', native: true, needs: ['build'], run: nx('run', 'mobile-e2e:e2e') },
];

let nativeCode = null;

const results = [];
for (const check of CHECKS) {
  if (check.native && nativeCode === null) {
    console.log('\n━━ waiting for the native modules to finish building ━━');
    nativeCode = await nativeBuilt;
  }
  const blocked = (check.needs ?? []).filter((need) => results.find((r) => r.name === need)?.status !== 'passed');
  if (check.native && nativeCode !== 0) blocked.push('the native modules (npm rebuild failed, see above)');
  if (blocked.length) {
    results.push({ name: check.name, status: 'skipped', seconds: 0, note: `needs ${blocked.join(', ')}` });
    continue;
  }
  console.log(`\n━━ ${check.name} ━━`);
  const started = Date.now();
  const code = check.run();
  results.push({ name: check.name, status: code === 0 ? 'passed' : 'failed', seconds: (Date.now() - started) / 1000 });
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.status.padEnd(8)} ${r.name.padEnd(34)} ${r.seconds.toFixed(1).padStart(6)} s${r.note ? `  (${r.note})` : ''}`);
const count = (status) => results.filter((r) => r.status === status).length;
const skipped = count('skipped');
console.log(`checks: ${count('passed')} passed, ${count('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(count('failed') + skipped === 0 ? 0 : 1);
