import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the tested build lives: the app's `dist`, which the platform server serves. */
const MANIFEST = join(import.meta.dirname, '..', '..', '..', 'mobile', 'dist', '.vite', 'manifest.json');

/**
 * A URL pattern for the chunk of one source module of the tested build (`src/pages/games/game-centre-page.tsx`),
 * read from Vite's build manifest: screen chunks are named by their hash alone.
 */
export function chunkPatternOf(source: string): string {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`The build has no chunk for ${source}`);
  return `**/m/${entry.file}`;
}
