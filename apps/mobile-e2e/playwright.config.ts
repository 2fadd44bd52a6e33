import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@gp/tools/testing/chromium.mjs';
import { E2E_PORT } from './src/support/brand-url';

const launchOptions = chromiumLaunchOptions();
const REPORTS = '../../reports/e2e';

/**
 * End-to-end tests in real Chromium with two mobile profiles, against the real platform server
 * started for the run on a fresh database, serving the built app.
 */
export default defineConfig({
  testDir: './src',
  outputDir: `${REPORTS}/results`,
  reporter: [['list'], ['html', { outputFolder: `${REPORTS}/html`, open: 'never' }]],
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env['CI']),
  retries: process.env['CI'] ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'pixel-7', use: { ...devices['Pixel 7'], launchOptions } },
    // The iPhone profile runs what differs by device (the frame's layout, the iOS download prompts,
    // the routes, the player's main paths); the route-table walk, the game-centre paging, home's
    // sections, the brands, the status pages, the account forms and the axe sweeps are
    // device-independent and run once, on the Pixel, to keep npm test well within 20 minutes on
    // two cores.
    {
      name: 'iphone-14',
      use: { ...devices['iPhone 14'], browserName: 'chromium', launchOptions },
      testIgnore: ['**/routes-frame.spec.ts', '**/games.spec.ts', '**/home.spec.ts', '**/recovery.spec.ts', '**/login.spec.ts', '**/passwords.spec.ts', '**/register.spec.ts', '**/brands.spec.ts', '**/status.spec.ts'],
    },
  ],
  webServer: {
    command: 'node ../../tools/scripts/e2e-server.mjs',
    url: `http://localhost:${E2E_PORT}/wps/system/status`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(E2E_PORT), NODE_ENV: 'development' },
  },
});
