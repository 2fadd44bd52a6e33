/**
 * Size budget of what a player's phone downloads before /m/ can render: the entry script, every
 * script and stylesheet index.html links or preloads, gzipped. Read from the built index.html so
 * the budget follows the real initial load, not a guessed file list.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = 'apps/mobile/dist';
const html = existsSync(join(dist, 'index.html')) ? readFileSync(join(dist, 'index.html'), 'utf8') : '';
const initial = [...html.matchAll(/(?:src|href)="\/m\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => join(dist, m[1]));

export default [
  {
    name: 'initial JavaScript and CSS of /m/ (gzip)',
    path: initial.length ? initial : [join(dist, 'index.html')],
    // Issue 5 asks for at most 150 kB; about 138.6 kB today, so a regression of a few kB shows.
    limit: '145 kB',
    gzip: true,
  },
];
