import type { Plugin } from 'vite';

/**
 * Vite plugin for production builds: drops `defaultMessage` and `description` from message
 * descriptors in the app's own sources. The build always loads the compiled catalogue (English
 * under every other language) and CI checks every message id is in it, so these texts are dead
 * weight on a player's phone; the formatjs extractor reads the sources, which keep them.
 */
const STRING = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\x60(?:[^\x60\\$]|\\.)*\x60`;
const PROPERTY = new RegExp(String.raw`\b(?:defaultMessage|description)\s*:\s*(?:${STRING})\s*,?`, 'g');

/** Removes the message texts from one module's source; other code is left as it is. */
export function stripMessageTexts(code: string): string {
  return code.includes('defineMessage') ? code.replace(PROPERTY, '') : code;
}

/** The plugin: production builds only, TypeScript sources outside node_modules. */
export function stripMessageTextsPlugin(): Plugin {
  return {
    name: 'strip-message-texts',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.(ts|tsx)$/.test(id)) return null;
      const stripped = stripMessageTexts(code);
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}
