import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@gp/tools/testing/chromium.mjs';
import { E2E_PORT } from './src/support/brand-url';

const launchOptions = chromiumLaunchOptions();
const REPORTS = '../../reports/e2e';

/**
 * End-to-end tests in real Chromium with two mobile profiles, against the product as it is
 * deployed: the web tier serving the built app, in front of the real platform server started for
 * the run on a fresh copy of the seeded database (tools/scripts/e2e-server.mjs).
 *
 * Budgets: 30 s a test and 10 s an expectation, for what the app shows; tests wait on what the app
 * shows or on the call that is the real signal, never on a fixed pause. Each axe scan adds its own
 * budget to its test (support/axe.ts). No retries: a test that passes only on a second try fails.
 */
export default defineConfig({
  testDir: './src',
  outputDir: `${REPORTS}/results`,
  reporter: [['list'], ['html', { outputFolder: `${REPORTS}/html`, open: 'never' }]],
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    screenshot: 'only-on-failure',
    // DOM snapshots of every step, kept for a failed test; no screencast (it costs a busy machine's CPU).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions,
    // The app's service worker would answer requests that page.route could then not see, and keep
    // answers from one test to the next: the tests of the installed app (pwa.spec.ts) allow it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'pixel-7', use: { ...devices['Pixel 7'], launchOptions } },
    // The iPhone profile runs what differs by device (the frame's layout, the iOS download prompts,
    // the routes, the game view); the route-table walk, the game-centre paging, home's sections,
    // the brands, the status pages, the account forms, the member centre, deposit, withdraw, the
    // records (one account's history, read by one test at a time), the manifests, the member header at 360 px
    // (its own viewport) and the axe sweeps are device-independent and run once, on the Pixel, to
    // keep npm test well within 20 minutes on two cores.
    {
      name: 'iphone-14',
      use: { ...devices['iPhone 14'], browserName: 'chromium', launchOptions },
      testIgnore: ['**/routes-frame.spec.ts', '**/games.spec.ts', '**/home.spec.ts', '**/recovery.spec.ts', '**/login.spec.ts', '**/passwords.spec.ts', '**/register.spec.ts', '**/brands.spec.ts', '**/status.spec.ts', '**/records.spec.ts', '**/member-header.spec.ts', '**/member.spec.ts', '**/deposit.spec.ts', '**/withdraw.spec.ts', '**/content.spec.ts', '**/engagement.spec.ts', '**/agent.spec.ts', '**/web-tier.spec.ts', '**/server-render.spec.ts', '**/install.spec.ts', '**/pwa.spec.ts'],
    },
  ],
  webServer: {
    command: 'node ../../tools/scripts/e2e-server.mjs',
    url: `http://localhost:${E2E_PORT}/wps/system/status`,
    reuseExistingServer: false,
    // Answered by the platform through the web tier: both are up. Stopped with SIGTERM, so that the
    // platform closes its database and its temporary folder is removed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(E2E_PORT), NODE_ENV: 'development' },
  },
});
