import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'mobile',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['../../tools/testing/setup-dom.ts'],
    // Most tests here render the whole app in jsdom (renderApp): on a busy two-core machine one can
    // take several seconds, so they all get the budget a whole-app test needs.
    testTimeout: 15_000,
  },
});
