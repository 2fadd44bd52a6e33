import type { TestProjectInlineConfiguration } from 'vitest/config';

/** Test files that replace modules (`vi.mock`), and so need a module graph of their own. */
export const ISOLATED_TESTS = 'src/**/*.isolated.test.{ts,tsx}';

/**
 * A unit suite as two Vitest projects: every test file shares one module graph and one test
 * environment per worker (`isolate: false`: on two cores jsdom's set-up per file cost more than the
 * tests), except `*.isolated.test.*` files, which mock modules and run each in its own. Lint keeps
 * `vi.mock` out of the shared files (workspace/module-mocks-in-isolated-tests); the DOM set-up file
 * clears storage, the URL and the document before each file, so files cannot lean on each other.
 */
export function sharedAndIsolatedProjects(name: string, include: string[]): TestProjectInlineConfiguration[] {
  return [
    { extends: true, test: { name, include, exclude: [ISOLATED_TESTS], isolate: false } },
    { extends: true, test: { name: `${name} (isolated)`, include: [ISOLATED_TESTS] } },
  ];
}
