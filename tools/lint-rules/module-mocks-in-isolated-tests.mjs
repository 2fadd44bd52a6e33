/**
 * Keeps module mocks (`vi.mock`, `vi.doMock`, `vi.unmock`, `vi.doUnmock`) in test files named
 * `*.isolated.test.ts(x)`. The unit suites run every other test file in one shared module graph per
 * worker (vitest.shared.ts), where a module mock would leak into the files after it,
 * or come too late to replace a module an earlier file had already loaded.
 */
const MOCKING = new Set(['mock', 'doMock', 'unmock', 'doUnmock']);
const ISOLATED = /\.isolated\.test\.[cm]?[jt]sx?$/;

/** @type {import('eslint').Rule.RuleModule} */
export const moduleMocksInIsolatedTests = {
  meta: {
    type: 'problem',
    docs: { description: 'Module mocks only in *.isolated.test files, which run with a module graph of their own' },
    messages: {
      notIsolated: 'vi.{{method}} replaces a module for the whole shared test worker: rename this file to *.isolated.test.{{ext}} (or stub through MSW instead).',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename.replaceAll('\\', '/');
    if (ISOLATED.test(file)) return {};
    const ext = file.endsWith('x') ? 'tsx' : 'ts';
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.object.type !== 'Identifier' || callee.object.name !== 'vi') return;
        const method = callee.property.type === 'Identifier' ? callee.property.name : undefined;
        if (method && MOCKING.has(method)) context.report({ node, messageId: 'notIsolated', data: { method, ext } });
      },
    };
  },
};
