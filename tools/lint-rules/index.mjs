import { moduleMocksInIsolatedTests } from './module-mocks-in-isolated-tests.mjs';
import { noCrossScreenImports } from './no-cross-screen-imports.mjs';
import { noHardcodedColors } from './no-hardcoded-colors.mjs';

/** The workspace's own lint rules, as one ESLint plugin (eslint.config.mjs names it `workspace`). */
export default {
  rules: {
    'module-mocks-in-isolated-tests': moduleMocksInIsolatedTests,
    'no-cross-screen-imports': noCrossScreenImports,
    'no-hardcoded-colors': noHardcodedColors,
  },
};
