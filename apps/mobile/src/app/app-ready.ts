import type { RootStore } from '@gp/stores';
import type { ResolvedTheme } from '@gp/theming';
import { loadBrandTheme, type BrandRequest } from '../theme/brand-packs';
import { loadCatalogue, type LoadedMessages } from './use-messages';

/** What the app's first render needs loaded so that it paints the screen, not the splash: the brand's theme and the catalogue. */
export interface AppReady {
  readonly theme: ResolvedTheme;
  readonly messages: LoadedMessages;
}

/**
 * The brand to dress the app in, from the whitelabel (cached or fresh) and the player's mode; the
 * neutral look when the platform could not be reached and nothing was cached; null while it is
 * still being asked.
 */
export function brandRequestOf(store: Pick<RootStore, 'system' | 'theme'>): BrandRequest | null {
  const whitelabel = store.system.whitelabel;
  if (whitelabel) return { packId: whitelabel.theme.pack, siteName: whitelabel.siteName, mode: store.theme.modeFor(whitelabel.theme.defaultMode) };
  return store.system.loadState === 'failed' ? { packId: null, siteName: '', mode: store.theme.modeFor(null) } : null;
}

/**
 * Loads the theme and catalogue the store's first render asks for, as a server render does before
 * it renders and the browser before it hydrates that render; null when the store does not yet know
 * its brand (no whitelabel in the page or the cache).
 */
export async function loadAppReady(store: Pick<RootStore, 'system' | 'theme' | 'language'>): Promise<AppReady | null> {
  const request = brandRequestOf(store);
  if (!request) return null;
  const [theme, messages] = await Promise.all([loadBrandTheme(request), loadCatalogue(store.language.locale)]);
  return { theme, messages };
}
