import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
// The unit suites' shared set-up (the workspace root holds it, so it adds no project dependency).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { sharedAndIsolatedProjects } from '../../vitest.shared';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { pageLoadersPlugin } from '../../tools/src/page-loaders-plugin';
import { PAGE_MODULES } from './src/routes/page-modules';

/** The screens' folder, which `virtual:page-loaders` imports each page module from. */
const PAGES_DIR = fileURLToPath(new URL('./src/pages', import.meta.url));

export default defineConfig({
  plugins: [react(), pageLoadersPlugin(PAGE_MODULES, PAGES_DIR)],
  test: {
    environment: 'jsdom',
    setupFiles: ['../../tools/testing/setup-dom.ts'],
    projects: sharedAndIsolatedProjects('mobile', ['src/**/*.test.{ts,tsx}']),
    // Most tests here render the whole app in jsdom (renderApp): on a busy two-core machine one can
    // take several seconds, so they all get the budget a whole-app test needs.
    testTimeout: 15_000,
  },
});
