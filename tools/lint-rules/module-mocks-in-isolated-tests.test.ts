import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { moduleMocksInIsolatedTests } from './module-mocks-in-isolated-tests.mjs';

// RuleTester reports through the test runner's own describe/it.
Object.assign(RuleTester, { afterAll, describe, it });

const SHARED = '/repo/apps/mobile/src/pages/login/login-page.test.tsx';
const ISOLATED = '/repo/apps/mobile/src/pages/login/login-page.isolated.test.tsx';

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('module-mocks-in-isolated-tests', moduleMocksInIsolatedTests, {
  valid: [
    { filename: ISOLATED, code: "vi.mock('@gp/api-client', () => ({}));" },
    { filename: '/repo/libs/stores/src/x.isolated.test.ts', code: "vi.doMock('./y');" },
    { filename: SHARED, code: "vi.fn(); vi.spyOn(console, 'error'); vi.stubGlobal('fetch', f);" },
    { filename: SHARED, code: "other.mock('x');" },
  ],
  invalid: [
    { filename: SHARED, code: "vi.mock('@gp/api-client', () => ({}));", errors: [{ messageId: 'notIsolated', data: { method: 'mock', ext: 'tsx' } }] },
    { filename: '/repo/libs/stores/src/x.test.ts', code: "vi.doMock('./y');", errors: [{ messageId: 'notIsolated', data: { method: 'doMock', ext: 'ts' } }] },
    { filename: SHARED, code: "vi.unmock('x'); vi.doUnmock('y');", errors: [{ messageId: 'notIsolated' }, { messageId: 'notIsolated' }] },
  ],
});
