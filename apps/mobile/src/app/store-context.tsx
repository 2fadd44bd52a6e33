import { createContext, useContext, type ReactNode } from 'react';
import type {
  AnnouncementsStore,
  CatalogueStore,
  DownloadStore,
  HomeContentPart,
  LanguageStore,
  MemberStore,
  RootStore,
  SessionStore,
  SystemStore,
  ThemeStore,
  UiStore,
  WalletStore,
} from '@gp/stores';

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

/** The player's session (login, logout, role). */
export function useSessionStore(): SessionStore {
  return useRootStore().session;
}

/** The logged-in player's info. */
export function useMemberStore(): MemberStore {
  return useRootStore().member;
}

/** Toasts, the loading overlay and dialogs. */
export function useUiStore(): UiStore {
  return useRootStore().ui;
}

/** The interface language. */
export function useLanguageStore(): LanguageStore {
  return useRootStore().language;
}

/** The app-download prompts. */
export function useDownloadStore(): DownloadStore {
  return useRootStore().download;
}

/** The announcement popup and notices. */
export function useAnnouncementsStore(): AnnouncementsStore {
  return useRootStore().announcements;
}

/** The merchant's categories and vendors (vendor mapping and menu order). */
export function useCatalogueStore(): CatalogueStore {
  return useRootStore().catalogue;
}

/** The m_home, m_recommend and m_youtube banners and the notices: home's, and the game centre's and before-login promo's too. */
export function useHomeContent(): HomeContentPart {
  return useRootStore().homeContent;
}

/** The member's balance (refreshed every 60 s and when the page comes back). */
export function useWalletStore(): WalletStore {
  return useRootStore().wallet;
}
