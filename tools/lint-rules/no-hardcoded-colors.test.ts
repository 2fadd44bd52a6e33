import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { noHardcodedColors } from './no-hardcoded-colors.mjs';

// RuleTester reports through the test runner's own describe/it.
Object.assign(RuleTester, { afterAll, describe, it });

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('no-hardcoded-colors', noHardcodedColors, {
  valid: [
    'const css = `color: ${theme.color.text};`',
    "const id = '#main';",
    "const href = '#section-2';",
    "const label = 'Room #12';",
  ],
  invalid: [
    { code: 'const css = `color: #fff;`', errors: [{ messageId: 'literal' }] },
    { code: "const c = '#1a2b3c';", errors: [{ messageId: 'literal' }] },
    { code: 'const css = `background: rgba(0, 0, 0, 0.5);`', errors: [{ messageId: 'literal' }] },
    { code: "const c = 'hsl(120 50% 50%)';", errors: [{ messageId: 'literal' }] },
  ],
});
