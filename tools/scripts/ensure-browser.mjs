/**
 * Makes sure a Chromium is there for the browser tests: CHROME_PATH when set, else Debian's
 * chromium, installed with apt-get when missing and when running as root. Prints the path.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** The Chromium to use, installing Debian's when possible; exits with advice when it cannot. */
export function ensureChromium() {
  const wanted = process.env.CHROME_PATH;
  if (wanted) {
    if (existsSync(wanted)) return wanted;
    console.error(`CHROME_PATH points at ${wanted}, which does not exist.`);
    process.exit(1);
  }
  const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error('No Chromium found. Install Debian\'s "chromium" package or set CHROME_PATH to a Chromium binary.');
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const steps = [
    ['apt-get', ['update', '-qq']],
    ['apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation', 'fonts-noto-core']],
  ];
  for (const [command, args] of steps) {
    const result = spawnSync(command, args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`${command} ${args.join(' ')} failed.`);
      process.exit(result.status ?? 1);
    }
  }
  return candidates.find((path) => existsSync(path)) ?? process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
