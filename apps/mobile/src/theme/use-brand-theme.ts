import { useEffect, useState } from 'react';
import type { ResolvedTheme } from '@gp/theming';
import { loadBrandTheme, type BrandRequest } from './brand-packs';

/**
 * The resolved theme for a brand request, loaded on demand; null until the first one is ready.
 * While a new brand or mode loads, the previous theme stays on screen.
 */
export function useBrandTheme(request: BrandRequest | null): ResolvedTheme | null {
  const [theme, setTheme] = useState<ResolvedTheme | null>(null);
  const packId = request?.packId ?? null;
  const siteName = request?.siteName ?? '';
  const mode = request?.mode ?? 'dark';
  const wanted = request !== null;

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    const apply = (resolved: ResolvedTheme) => {
      if (current) setTheme(resolved);
    };
    // A pack chunk that fails to load (a dropped connection) falls back to the neutral look.
    void loadBrandTheme({ packId, siteName, mode }).then(apply, () => loadBrandTheme({ packId: null, siteName, mode }).then(apply));
    return () => {
      current = false;
    };
  }, [wanted, packId, siteName, mode]);

  return theme;
}
