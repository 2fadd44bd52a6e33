import { posix } from 'node:path';

/**
 * Forbids a screen from importing another screen: a file under `pages/<a>/` may not import from
 * `pages/<b>/`. What two screens share lives in a shared folder of the app or in the ui library,
 * so each screen stays a folder that can be added, moved or removed on its own.
 */
const SCREEN = /^(.*\/pages)\/([^/]+)\//;

/** The screen folder (`pages` root and name) that a path lies in, if any. */
function screenOf(path) {
  const match = SCREEN.exec(path);
  return match ? { root: match[1], name: match[2] } : undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCrossScreenImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A screen (pages/<screen>/) imports nothing from another screen' },
    messages: {
      crossScreen: 'Screen "{{from}}" imports from screen "{{to}}": move what both use to a shared folder of the app or to @gp/ui.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename.replaceAll('\\', '/');
    const own = screenOf(file);
    if (!own) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = screenOf(posix.join(posix.dirname(file), source.value) + '/');
      if (target && target.root === own.root && target.name !== own.name) {
        context.report({ node: source, messageId: 'crossScreen', data: { from: own.name, to: target.name } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source.type === 'Literal' ? node.source : undefined),
    };
  },
};
