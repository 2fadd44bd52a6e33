import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'platform-server', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000, env: { PASSWORD_HASH_COST: 'test' } },
});
