import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './tools/testing/chromium.mjs';

/** Runs every story (render and play function) as a test in real Chromium. */
export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook' })],
  // Pre-bundle the CommonJS packages up front so the browser never meets them unbundled.
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'react-intl',
      'styled-components',
    ],
  },
  test: {
    name: 'storybook',
    // All story files share one page and module graph: a fresh iframe per file cost three times the
    // stories themselves. Stories mock nothing but the network (MSW, per story), so none leaks.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions() }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
