import { existsSync } from 'node:fs';

/**
 * How every browser test starts Chromium on these machines: CHROME_PATH, else Debian's headless
 * shell, else Debian's chromium, with nothing reaching out to the network on its own.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-default-apps',
  '--metrics-recording-only',
];

/** Path of the Chromium binary to drive (`npm test` sets CHROME_PATH; see tools/scripts/ensure-browser.mjs). */
export function chromiumPath() {
  return process.env.CHROME_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';
}

/**
 * Path of the whole Chromium (FULL_CHROME_PATH, set by `npm test`, else Debian's): what only the
 * full browser does, such as judging whether a site can be installed (the headless shell reports
 * every site as installable), is tested with it.
 */
export function fullChromiumPath() {
  return process.env.FULL_CHROME_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path)) ?? chromiumPath();
}

/** Launch options for Playwright and Vitest's browser mode. */
export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] };
}
