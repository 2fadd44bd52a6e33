import nx from '@nx/eslint-plugin';
import formatjs from 'eslint-plugin-formatjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import workspace from './tools/lint-rules/index.mjs';

/** Which layer may import which (ARCHITECTURE.md): dependencies point down only. */
const depConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:ui', 'type:stores', 'type:api-client', 'type:domain', 'type:theming', 'type:i18n'] },
  {
    sourceTag: 'type:ui',
    onlyDependOnLibsWithTags: ['type:domain', 'type:theming', 'type:i18n'],
    bannedExternalImports: ['mobx', 'mobx-react-lite', 'openapi-fetch'],
  },
  {
    sourceTag: 'type:stores',
    onlyDependOnLibsWithTags: ['type:api-client', 'type:domain'],
    bannedExternalImports: ['react', 'react-dom', 'react-dom/*', 'styled-components', 'react-intl', 'react-router', 'react-router-dom'],
  },
  { sourceTag: 'type:api-client', onlyDependOnLibsWithTags: [], bannedExternalImports: ['react', 'mobx', 'styled-components'] },
  {
    sourceTag: 'type:domain',
    onlyDependOnLibsWithTags: [],
    bannedExternalImports: [
      'react', 'react-*', 'react-dom/*', 'mobx', 'mobx-*', 'styled-components', 'openapi-fetch', 'react-intl', 'node:*',
      'fs', 'path', 'http', 'https', 'child_process', 'better-sqlite3', 'fastify',
    ],
  },
  { sourceTag: 'type:theming', onlyDependOnLibsWithTags: [], bannedExternalImports: ['mobx', 'openapi-fetch', 'react'] },
  { sourceTag: 'type:i18n', onlyDependOnLibsWithTags: ['type:domain'], bannedExternalImports: ['mobx', 'openapi-fetch'] },
  { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:domain', 'type:api-client'], bannedExternalImports: ['react', 'react-dom', 'styled-components', 'mobx'] },
  { sourceTag: 'type:web-server', onlyDependOnLibsWithTags: ['type:domain', 'type:api-client', 'type:theming'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:domain', 'type:theming', 'type:tools'] },
  { sourceTag: 'type:tools', onlyDependOnLibsWithTags: ['type:domain', 'type:theming', 'type:i18n', 'type:api-client'] },
];

/** Files that lint counts nothing against a layer's line budget: tests, stories, test support, generated code. */
const notBudgeted = ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/testing/**', '**/test-support/**', '**/*-fixtures.ts', '**/generated/**'];

/**
 * The most lines a file of each layer may have, counted as the file reads (blank lines and comments
 * included): past it, split the file into cohesive pieces (a sub-component, a hook, a styles file).
 */
const lineBudgets = [
  { files: ['libs/ui/src/**/*.{ts,tsx}', 'apps/mobile/src/**/*.{ts,tsx}'], max: 150 },
  { files: ['libs/stores/src/**/*.ts'], max: 250 },
  { files: ['libs/domain/src/**/*.ts'], max: 200 },
  { files: ['libs/api-client/src/**/*.ts', 'apps/platform-server/src/**/*.ts', 'apps/web-server/src/**/*.ts'], max: 250 },
].map(({ files, max }) => ({ files, ignores: notBudgeted, rules: { 'max-lines': ['error', { max, skipBlankLines: false, skipComments: false }] } }));

/** Server HTML reaches the page only through @gp/ui's SafeHtml, which sanitises it by the one content policy. */
const serverHtmlThroughSafeHtml = {
  selector: 'JSXAttribute[name.name="dangerouslySetInnerHTML"]',
  message: 'Show server HTML with SafeHtml (@gp/ui): it sanitises it by the one content policy.',
};

export default [
  {
    ignores: [
      '**/dist/**', '**/node_modules/**', '**/coverage/**', '**/storybook-static/**', '**/generated/**',
      '**/test-results/**', '**/playwright-report/**', 'reports/**', '**/.nx/**', '**/compiled/**',
    ],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', { enforceBuildableLibDependency: false, allow: [], depConstraints }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Command-line entry points report to the terminal.
    files: ['apps/platform-server/src/main.ts', 'apps/web-server/src/main.ts', 'tools/scripts/**', 'apps/platform-server/scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, formatjs },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'formatjs/enforce-id': ['error', { idInterpolationPattern: '[sha512:contenthash:base64:6]', idWhitelist: ['^[a-z][A-Za-z0-9]*(\\.[a-zA-Z0-9]+)+$'] }],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', '{aria-label,alt,title,placeholder,label}']] } }],
    },
  },
  {
    // Test fixtures and helpers (`@gp/stores/testing`, test-support/, testing/, *-fixtures) are for tests only: the app and its libraries never ship them.
    files: ['apps/mobile/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/testing/**', '**/test-support/**', '**/*-fixtures.ts', 'libs/stores/src/testing.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@gp/stores/testing', message: 'Test fixtures are for tests only.' }],
          patterns: [{ group: ['**/test-support/*', '**/testing/*', '**/*-fixtures'], message: 'Test support is for tests only.' }],
        },
      ],
    },
  },
  {
    // Colours come from theme tokens; only palettes (theming, brand packs) hold literals.
    files: ['libs/ui/src/**/*.{ts,tsx}', 'apps/mobile/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { workspace },
    rules: { 'workspace/no-hardcoded-colors': 'error' },
  },
  {
    // A screen is a folder of its own: what two screens share lives in a shared folder of the app or in @gp/ui.
    files: ['apps/mobile/src/pages/**/*.{ts,tsx}'],
    plugins: { workspace },
    rules: { 'workspace/no-cross-screen-imports': 'error' },
  },
  {
    files: ['apps/mobile/src/**/*.tsx', 'libs/ui/src/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', serverHtmlThroughSafeHtml] },
  },
  {
    // A screen gets a model of its own from its factory (libs/stores/src/screen-models) through useScreenModel, which
    // starts and stops it: no model built by hand, no platform client in a screen.
    files: ['apps/mobile/src/pages/**/*.{ts,tsx}', 'apps/mobile/src/frame/**/*.{ts,tsx}', 'apps/mobile/src/games/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'NewExpression[callee.name=/Model$/]', message: 'Make a screen model with useScreenModel(xModel), its factory in libs/stores/src/screen-models (README, Adding a screen).' },
        { selector: 'MemberExpression[property.name="api"]', message: 'A screen does not call the platform itself: a store or a screen model does.' },
        serverHtmlThroughSafeHtml,
      ],
    },
  },
  {
    // The unit suites share one module graph per worker: module mocks live in *.isolated.test files (vitest.shared.ts).
    files: ['**/*.test.{ts,tsx}'],
    plugins: { workspace },
    rules: { 'workspace/module-mocks-in-isolated-tests': 'error' },
  },
  ...lineBudgets,
  {
    // The domain library is pure: no browser or Node I/O and no clock of its own.
    files: ['libs/domain/src/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'window', 'document', 'localStorage', 'sessionStorage', 'XMLHttpRequest', 'navigator', 'location', 'process', 'setTimeout', 'setInterval', 'require']
          .map((name) => ({ name, message: 'libs/domain has no I/O and no timers: take the value as a parameter.' })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass the time in; the domain has no clock.' },
        { object: 'Math', property: 'random', message: 'Pass a random source in; the domain has no randomness of its own.' },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', 'apps/mobile-e2e/**/*.ts', '.storybook/**/*.tsx'],
    rules: { 'formatjs/no-literal-string-in-jsx': 'off' },
  },
];
