import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore, SystemStore, ThemeStore } from '@gp/stores';

const StoreContext = createContext<RootStore | null>(null);

/** Makes the root store available to every component below. */
export function StoreProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** The root store; throws when a component is rendered outside StoreProvider. */
export function useRootStore(): RootStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useRootStore must be used inside <StoreProvider>');
  return store;
}

/** Platform status and whitelabel configuration. */
export function useSystemStore(): SystemStore {
  return useRootStore().system;
}

/** The player's light or dark choice. */
export function useThemeStore(): ThemeStore {
  return useRootStore().theme;
}
