import { createPlatformClient, type BootParts, type PlatformCaller, type PlatformClient, type PlatformTransport } from '@gp/api-client';
import { opensWithHomeBanners, type KeyedRandom, type RouteId } from '@gp/domain';
import { ChatLauncher } from './chat-launcher';
import { AnnouncementsStore } from './announcements.store';
import { deviceIdOf } from './device-id';
import { CatalogueStore } from './catalogue.store';
import { DownloadStore } from './download.store';
import { HomeContentPart } from './home-content';
import { LanguageStore } from './language.store';
import { MemberStore } from './member.store';
import type { PlayStore } from './play.store';
import { LazyStore } from './lazy-store';
import {
  createMemoryStorage,
  detachedDocumentLanguage,
  inertPageEvents,
  plainEnvironment,
  type ClearableStorage,
  type Clock,
  type DocumentLanguage,
  type KeyValueStorage,
  type PageEvents,
  type RunningEnvironment,
} from './ports';
import { sessionEndingMiddleware } from './session-ending';
import { SessionStore } from './session.store';
import { SystemStore } from './system.store';
import { ThemeStore } from './theme.store';
import { UiStore } from './ui.store';
import { UnreadStore } from './unread.store';
import { WalletStore } from './wallet.store';

/**
 * What every store may need, given once by the app's composition root. The browser-only ports
 * are optional so that tests and server rendering run without a browser; the app passes
 * `window.sessionStorage`, `browserPageEvents()`, `browserEnvironment()` and `browserDocumentLanguage()`.
 * The root store builds the one platform client on `platform` itself.
 */
export interface RootStoreDeps {
  /** Where the platform answers (the app's own origin by default) and the fetch to reach it. */
  readonly platform?: PlatformTransport;
  /** Local storage. */
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  /** Session storage (cleared on logout); in memory by default. */
  readonly sessionStorage?: ClearableStorage;
  /** window / document events (wallet refresh on focus, pageshow, visibilitychange); inert by default. */
  readonly events?: PageEvents;
  /** User agent and standalone display mode; a plain tab by default. */
  readonly environment?: RunningEnvironment;
  /** Where `<html lang>` is set; nowhere by default. */
  readonly documentLanguage?: DocumentLanguage;
  /**
   * The keyed draws of image-CDN picks and players-online counts: from the seed of the page's
   * server render, so that hydration draws alike; a fresh seed's by default.
   */
  readonly draw?: KeyedRandom;
  /** The merchant shows the download bar only to logged-in players. */
  readonly downloadRequiresLogin?: boolean;
  /** The user-agent token of the native app shells. */
  readonly nativeAppMarker?: string;
}

/** A store kept on the root by `keep`: stopped when the root stops. */
export interface KeptStore {
  stop(): void;
}

/** What the client sends with every call, read afresh each time from the root's stores. */
class RootCaller implements PlatformCaller {
  constructor(private readonly root: RootStore) {}

  get merchantCode(): string | null {
    return this.root.system.merchantCode;
  }

  get token(): string | null {
    return this.root.session.token;
  }

  get language(): string {
    return this.root.language.current;
  }

  get deviceId(): string | null {
    return this.root.deviceId;
  }
}

/** Owns every store of the app and hands each its collaborators; no store is a global. */
export class RootStore {
  readonly system: SystemStore;
  readonly theme: ThemeStore;
  readonly session: SessionStore;
  readonly language: LanguageStore;
  readonly member: MemberStore;
  readonly wallet: WalletStore;
  readonly unread: UnreadStore;
  readonly announcements: AnnouncementsStore;
  readonly catalogue: CatalogueStore;
  readonly download: DownloadStore;
  /** Home's banners and notices, which the game centre and the before-login promo show too (the rest of home is the home page's `homeStoreOf`). */
  readonly homeContent: HomeContentPart;
  readonly ui: UiStore;
  /** Game launches and the game view; its code loads with the first game tap. */
  readonly play: LazyStore<PlayStore>;
  /** The live chat's launch. */
  readonly chat: ChatLauncher;
  /** The session storage every part of the app shares: the given one, else one kept in memory. */
  readonly sessionStorage: ClearableStorage;
  /** The one platform client: it sends this root's merchant, token, language and device id, and ends the session on a 401 that says so. */
  readonly api: PlatformClient;
  /** This browser's device id (`deviceIdOf`), sent as Device-Id; null when storage refuses. */
  readonly deviceId: string | null;
  /** The stores built by screens' code (`keep`), by key. */
  private readonly kept = new Map<string, KeptStore>();

  constructor(readonly deps: RootStoreDeps) {
    const { storage, clock } = deps;
    this.deviceId = deviceIdOf(storage);
    const api = createPlatformClient({ ...deps.platform, caller: new RootCaller(this) });
    this.api = api;
    this.sessionStorage = deps.sessionStorage ?? createMemoryStorage();
    this.system = new SystemStore({ api, storage, draw: deps.draw });
    this.theme = new ThemeStore(storage);
    this.session = new SessionStore({
      api,
      storage,
      sessionStorage: this.sessionStorage,
      flags: () => this.system.flags,
      device: () => (this.download.inInstalledWebApp ? 'OTHERS' : undefined),
    });
    const session = this.session;
    this.language = new LanguageStore({
      storage,
      clock,
      system: this.system,
      documentLanguage: deps.documentLanguage ?? detachedDocumentLanguage,
    });
    this.member = new MemberStore({ api, storage, session });
    this.wallet = new WalletStore({ api, storage, clock, session, events: deps.events ?? inertPageEvents });
    this.unread = new UnreadStore({ api, clock, session });
    this.announcements = new AnnouncementsStore({ api, storage, clock, session, language: this.language });
    this.catalogue = new CatalogueStore({ api, storage, language: this.language });
    this.download = new DownloadStore({
      storage,
      session,
      system: this.system,
      environment: deps.environment ?? plainEnvironment,
      loginRequired: deps.downloadRequiresLogin,
      nativeAppMarker: deps.nativeAppMarker,
    });
    this.ui = new UiStore(clock);
    this.homeContent = new HomeContentPart({ api, language: this.language, isLoggedIn: () => session.isLoggedIn });
    this.play = new LazyStore(() => import('./play.store').then(({ PlayStore }) => new PlayStore({ api, clock, wallet: this.wallet, ui: this.ui })));
    this.chat = new ChatLauncher({ api, clock, ui: this.ui });
    // The one place an ended session is cleared, whichever store or model made the call.
    api.use(sessionEndingMiddleware(session));
  }


  /**
   * A store that a screen's code builds (so that its code loads with the screen, not with the app),
   * kept on the root for the visit once built, and stopped with the root: home's store, the
   * favourites. `build` runs once per key.
   */
  keep<T extends KeptStore>(key: string, build: () => T): T {
    const held = this.kept.get(key);
    if (held) return held as T;
    const store = build();
    this.kept.set(key, store);
    return store;
  }

  /** The clock every timer runs on, for the screen models. */
  get clock(): Clock {
    return this.deps.clock;
  }

  /** Local storage, for the screen models (the remembered login). */
  get storage(): KeyValueStorage {
    return this.deps.storage;
  }

  /**
   * Starts what runs by itself: document language, settings, member info, the wallet timer and
   * listeners, unread counts, the announcement popup (500 ms later) and the game catalogue outline. `system.load()` stays
   * the app's first call, as before.
   */
  start(): void {
    this.language.start();
    void this.system.loadSettingsOnce();
    void this.system.confirmVisitorStatus();
    this.member.start();
    this.wallet.start();
    this.unread.start();
    this.announcements.start();
    this.catalogue.start();
  }

  /**
   * Gets what the first screen paints largest beside its code, for a visit that opens on it: the
   * m_home banners of home and the game centre, from the page's boot data (`boot.home`) when it
   * carries them, else by starting the call. Other screens have nothing to fetch ahead yet.
   */
  prefetchScreen(routeId: RouteId, boot: BootParts = {}): void {
    if (opensWithHomeBanners(routeId)) this.homeContent.prefetch(boot.home);
  }

  /** Takes what index.html carries for every screen beyond the system's answers: the catalogue outline. Call before `start`, which then does not ask for it. */
  seed(boot: BootParts): void {
    this.catalogue.seed(boot.catalogue);
  }

  /** Stops every timer, listener and reaction started by `start`. */
  stop(): void {
    for (const store of this.kept.values()) store.stop();
    this.catalogue.stop();
    this.announcements.stop();
    this.unread.stop();
    this.wallet.stop();
    this.member.stop();
    this.language.stop();
  }
}
