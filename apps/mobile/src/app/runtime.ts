import type { BootParts } from '@gp/api-client';
import type { RouteId } from '@gp/domain';
import {
  RootStore,
  browserDocumentLanguage,
  browserEnvironment,
  browserPageEvents,
  systemClock,
  type RootStoreDeps,
} from '@gp/stores';
import { browserSessionStorage, browserStorage } from './browser-storage';

/** How the app's runtime is built and started. */
export interface AppRuntimeOptions extends RootStoreDeps {
  /** What index.html carried, checked (the merchant's status, whitelabel, catalogue outline, a guest's banners): no first calls for them. */
  readonly boot?: BootParts;
  /** The screen the visit opens on: what it paints largest is fetched beside its code. */
  readonly firstScreen?: RouteId;
  /**
   * `all` starts every store as a visit does; `language` only the system and language stores (a
   * test of one screen); `none` nothing (a server render: no call, timer or listener).
   */
  readonly start?: 'all' | 'language' | 'none';
}

/**
 * The one composition root: builds the root store (which builds the platform client with its
 * header and session-ending middleware), loads the system status, seeds the boot data and starts
 * the stores. The app (main.tsx), the app's tests (renderApp) and the stories build it here, each
 * with its own ports; `stop()` on the returned store undoes `start`.
 */
export function createAppRuntime(options: AppRuntimeOptions): RootStore {
  const { boot = {}, firstScreen, start = 'all', ...deps } = options;
  const store = new RootStore(deps);
  void store.system.load(boot);
  // The catalogue outline comes with the page: start then does not ask for it.
  store.seed(boot);
  if (start === 'all') store.start();
  else if (start === 'language') store.language.start();
  if (firstScreen) store.prefetchScreen(firstScreen, boot);
  return store;
}

/** The browser's ports: local and session storage, the system clock, page events, the user agent and `<html lang>`. */
export function browserPorts(): Pick<RootStoreDeps, 'storage' | 'sessionStorage' | 'clock' | 'events' | 'environment' | 'documentLanguage'> {
  return {
    storage: browserStorage(),
    sessionStorage: browserSessionStorage(),
    clock: systemClock,
    events: browserPageEvents(),
    environment: browserEnvironment(),
    documentLanguage: browserDocumentLanguage(),
  };
}
