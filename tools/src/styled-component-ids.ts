import { transformAsync } from '@babel/core';
import styledComponents from 'babel-plugin-styled-components';
import type { Plugin } from 'vite';

/** Which modules may declare styled components: the workspace's own sources that import styled-components. */
const SOURCE = /\.(ts|tsx)$/;
const IMPORTS_STYLED = /from\s+['"]styled-components['"]/;

/**
 * Gives every styled component a class name that depends on its file and its place in it, not on
 * the order modules happened to run in: the server's render and the browser's hydration then name
 * the same component alike, whatever screens each has loaded before. It runs the styled-components
 * Babel plugin over the sources only to add `withConfig({ componentId })` (and to drop the
 * whitespace of each rule, which pays for the ids); the TypeScript and JSX are left for Vite's own
 * transform. Used by the app's client and server builds, Vitest and Storybook alike.
 */
export function styledComponentIdsPlugin(): Plugin {
  return {
    name: 'styled-component-ids',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (file.includes('/node_modules/') || !SOURCE.test(file) || !IMPORTS_STYLED.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        generatorOpts: { retainLines: false },
        plugins: [[styledComponents, { ssr: true, displayName: false, fileName: false, minify: true, transpileTemplateLiterals: false, pure: true }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
