import { useEffect, useRef, useState } from 'react';
import type { ResolvedTheme } from '@gp/theming';
import { loadBrandTheme, type BrandRequest } from './brand-packs';

/**
 * The resolved theme for a brand request, loaded on demand; `initial` at once when it was resolved
 * for the first render's request before it (a server render and its hydration), else null until
 * the first one is ready. While a new brand or mode loads, the previous theme stays on screen.
 */
export function useBrandTheme(request: BrandRequest | null, initial?: ResolvedTheme): ResolvedTheme | null {
  const [theme, setTheme] = useState<ResolvedTheme | null>(initial ?? null);
  const resolvedAhead = useRef(initial !== undefined);
  const packId = request?.packId ?? null;
  const siteName = request?.siteName ?? '';
  const mode = request?.mode ?? 'dark';
  const wanted = request !== null;

  useEffect(() => {
    if (!wanted) return;
    // The theme the first render already had is not resolved again.
    if (resolvedAhead.current) {
      resolvedAhead.current = false;
      return;
    }
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
