import { describe, expect, it } from 'vitest';
import { ROUTE_IDS } from '@gp/domain';
import { PAGE_LOADERS } from './app-routes';
import { PAGE_MODULES, pageSourceOf } from './page-modules';

describe('PAGE_MODULES', () => {
  it('names, for every built screen, a page module that exports its component', async () => {
    const built = Object.entries(PAGE_MODULES);
    expect(built.length).toBeGreaterThan(0);
    for (const [id, page] of built) {
      expect(ROUTE_IDS).toContain(id);
      const load = PAGE_LOADERS[`../pages/${page.module}.tsx`];
      if (!load) throw new Error(`no page module ${page.module} for ${id}`);
      const module = await load();
      expect(module[page.component], `${page.component} of ${id}`).toBeTruthy();
    }
  });

  it('gives the source path as the build manifest keys it', () => {
    expect(pageSourceOf({ module: 'home/home-page', component: 'HomePage' })).toBe('src/pages/home/home-page.tsx');
  });
});
