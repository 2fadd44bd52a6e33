import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'tools', environment: 'node', include: ['src/**/*.test.ts', 'lint-rules/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
});
