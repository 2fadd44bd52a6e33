import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'theming', environment: 'node', include: ['src/**/*.test.ts'] },
});
