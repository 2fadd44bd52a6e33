import { defineConfig } from 'vitest/config';
// The unit suites' shared set-up (the workspace root holds it, so it adds no project dependency).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { sharedAndIsolatedProjects } from '../../vitest.shared';

export default defineConfig({
  test: { environment: 'node', projects: sharedAndIsolatedProjects('web-server', ['src/**/*.test.ts']), testTimeout: 30_000, hookTimeout: 30_000 },
});
