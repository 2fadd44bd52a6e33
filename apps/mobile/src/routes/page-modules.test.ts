import { describe, expect, it } from 'vitest';
import { PAGE_LOADERS } from 'virtual:page-loaders';
import { ROUTE_IDS } from '@gp/domain';
import { PAGE_MODULES, pageSourceOf } from './page-modules';

describe('PAGE_MODULES', () => {
  it('names, for every built screen, a page module that exports its component, loaded by virtual:page-loaders', async () => {
    const built = Object.entries(PAGE_MODULES);
    expect(built.length).toBeGreaterThan(0);
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual(built.map(([id]) => id).sort());
    for (const [id, page] of built) {
      expect(ROUTE_IDS).toContain(id);
      const load = PAGE_LOADERS[id as keyof typeof PAGE_LOADERS];
      if (!load) throw new Error(`no loader for ${id}`);
      expect(await load(), `${page.component} of ${id}`).toBeTruthy();
    }
  });

  it('gives the source path as the build manifest keys it', () => {
    expect(pageSourceOf({ module: 'home/home-page', component: 'HomePage' })).toBe('src/pages/home/home-page.tsx');
  });
});
