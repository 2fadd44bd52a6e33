/**
 * Makes sure a Chromium is there for the browser tests and the benchmarks: CHROME_PATH when set,
 * else Debian's, installed with apt-get when missing and when running as root.
 *
 * Two builds of the same Chromium: `chromium`, the whole browser (Lighthouse measures with it), and
 * `chromium-headless-shell`, the same engine without the browser around it, which the tests drive
 * (a third less CPU across the end-to-end suite on two cores, measured on the same host).
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const FULL = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const HEADLESS_SHELL = ['/usr/bin/chromium-headless-shell'];

const firstExisting = (paths) => paths.find((path) => existsSync(path));

/** CHROME_PATH when set (and there), else undefined; exits when it points nowhere. */
function chosenPath() {
  const wanted = process.env.CHROME_PATH;
  if (!wanted) return undefined;
  if (existsSync(wanted)) return wanted;
  console.error(`CHROME_PATH points at ${wanted}, which does not exist.`);
  process.exit(1);
}

/** Installs the Debian packages when this process may; returns whether it did. */
function aptInstall(packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) return false;
  console.log(`Installing Debian ${packages.join(', ')} for the browser tests...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const steps = [
    ['apt-get', ['update', '-qq']],
    ['apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages]],
  ];
  for (const [command, args] of steps) {
    if (spawnSync(command, args, { stdio: 'inherit', env }).status !== 0) {
      console.error(`${command} ${args.join(' ')} failed.`);
      return false;
    }
  }
  return true;
}

/** The whole Chromium (for Lighthouse), installing Debian's when possible; exits with advice when it cannot. */
export function ensureChromium() {
  const chosen = chosenPath();
  if (chosen) return chosen;
  const found = firstExisting(FULL);
  if (found) return found;
  aptInstall(['chromium', 'chromium-headless-shell', 'fonts-liberation', 'fonts-noto-core']);
  const installed = firstExisting(FULL);
  if (installed) return installed;
  console.error('No Chromium found. Install Debian\'s "chromium" package or set CHROME_PATH to a Chromium binary.');
  return process.exit(1);
}

/** The Chromium the tests drive: CHROME_PATH, else the headless shell (installed when possible), else the whole browser. */
export function ensureTestChromium() {
  const chosen = chosenPath();
  if (chosen) return chosen;
  const shell = firstExisting(HEADLESS_SHELL);
  if (shell) return shell;
  const full = ensureChromium();
  if (!firstExisting(HEADLESS_SHELL)) aptInstall(['chromium-headless-shell']);
  return firstExisting(HEADLESS_SHELL) ?? full;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureTestChromium());
