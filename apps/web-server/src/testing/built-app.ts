import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/** A script of the fake build, big enough to be worth compressing. */
export const APP_SCRIPT = `export const app = ${JSON.stringify('x'.repeat(4000))};\n`;

/** The index.html of the fake build. */
export const INDEX_HTML = '<!doctype html><html><head><title>x</title></head><body><div id="root"><div class="boot-splash" role="status" aria-label="Loading"></div></div></body></html>';

/**
 * A built app in a temporary folder, as `nx build mobile` leaves it: index.html, a hashed script
 * with its Brotli copy, and the build manifest and route table that name each brand's, language's
 * and screen's chunks. `remove()` deletes it.
 */
export function writeBuiltApp(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      '../../themes/jade/brand.json': { file: 'assets/brand-jade.js' },
      '../../themes/jade/logo.svg?url': { file: 'assets/logo-jade.js' },
      '../../themes/aurora/brand.json': { file: 'assets/brand-aurora.js' },
      '../../libs/i18n/src/compiled/en.json': { file: 'assets/en.js' },
      '../../libs/i18n/src/compiled/tl.json': { file: 'assets/tl.js' },
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared-entry.js'] },
      '_shared-entry.js': { file: 'assets/shared-entry.js' },
      '_shared-grid.js': { file: 'assets/shared-grid.js', imports: ['_shared-entry.js'] },
      'src/pages/games/game-centre-page.tsx': { file: 'assets/game-centre.js', imports: ['_shared-grid.js', '_shared-entry.js'] },
      'src/pages/home/home-page.tsx': { file: 'assets/home.js', imports: ['_shared-entry.js'] },
    }),
  );
  writeFileSync(join(dir, '.vite', 'route-pages.json'), JSON.stringify({ gameCenter: 'src/pages/games/game-centre-page.tsx', home: 'src/pages/home/home-page.tsx' }));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app-1.js'), APP_SCRIPT);
  writeFileSync(join(dir, 'assets', 'app-1.js.br'), brotliCompressSync(APP_SCRIPT));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The boot data block of a served index.html, parsed. */
export function bootDataOf(html: string): Record<string, unknown> & { merchantStatus: { maintenance: boolean }; whitelabel: { siteName: string; merchantCode: string } } {
  const json = /<script id="platform-boot" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no boot data in index.html');
  return JSON.parse(json);
}
