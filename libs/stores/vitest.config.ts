import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'stores', environment: 'node', include: ['src/**/*.test.ts'] },
});
