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

/** Launch options for Playwright and Vitest's browser mode. */
export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] };
}
