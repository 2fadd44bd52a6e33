import { describe, expect, it } from 'vitest';
import { pageLoadersSource } from './page-loaders-plugin';

describe('pageLoadersSource', () => {
  it('writes one loader per route that imports the page module and picks its component', () => {
    const source = pageLoadersSource({ home: { module: 'home/home-page', component: 'HomePage' }, game: { module: 'games/game-centre-page', component: 'GameCentrePage' } }, '/app/src/pages');
    expect(source).toBe(
      [
        'export const PAGE_LOADERS = {',
        '  "home": () => import("/app/src/pages/home/home-page.tsx").then((m) => m["HomePage"]),',
        '  "game": () => import("/app/src/pages/games/game-centre-page.tsx").then((m) => m["GameCentrePage"]),',
        '};',
        '',
      ].join('\n'),
    );
  });
});
