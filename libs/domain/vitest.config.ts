import { defineConfig } from 'vitest/config';
// The unit suites' shared set-up (the workspace root holds it, so it adds no project dependency).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { sharedAndIsolatedProjects } from '../../vitest.shared';

export default defineConfig({
  test: {
    environment: 'node',
    projects: sharedAndIsolatedProjects('domain', ['src/**/*.test.ts']),
    // The property tests (fast-check) build hundreds of inputs each: on a busy two-core machine one
    // can pass 5 s without anything being wrong.
    testTimeout: 15_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts'],
      thresholds: { branches: 95, lines: 95, functions: 95, statements: 95 },
    },
  },
});
