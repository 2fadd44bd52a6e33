import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  CACHE_KEYS,
  DEFAULT_LANGUAGE,
  SYSTEM_STATUS,
  flattenFeatureTree,
  isPersonalPromoEnabled,
  isSystemStatus,
  pickImageCdn,
  supportedLanguages,
  systemStatusOf,
  type FeatureFlags,
  type PlatformLanguage,
  type KeyedRandom,
  type SystemStatus,
  keyedRandom,
  seedFrom,
} from '@gp/domain';
import {
  getSettings,
  getSystemStatus,
  getWhitelabel,
  isPlatformError,
  type BootParts,
  type ContentSettings,
  type PlatformClient,
  type SystemStatusInfo,
  type Whitelabel,
} from '@gp/api-client';
import { readCached, writeCached, type KeyValueStorage } from './ports';
import { Resource } from './resource';

/** Where loading the platform's status and whitelabel stands. */
export type SystemLoadState = 'idle' | 'loading' | 'ready' | 'failed';

/** Collaborators of the system store. */
export interface SystemStoreDeps {
  readonly api: PlatformClient;
  readonly storage: KeyValueStorage;
  /** The keyed draws of image-CDN picks: the page's seed's when it was rendered on the server, else a fresh seed's. */
  readonly draw?: KeyedRandom;
}

/** What a status is made of: the merchant's maintenance and the visitor's region. */
type StatusFacts = Pick<SystemStatusInfo, 'maintenance' | 'regionRestriction' | 'maintenanceMessage'>;

function isWhitelabel(value: unknown): value is Whitelabel {
  return typeof value === 'object' && value !== null && 'merchantCode' in value && 'theme' in value && 'features' in value;
}

/**
 * Platform availability and the merchant's whitelabel configuration (SPEC §4 'System status').
 * The cached answer is applied at once so that a returning player sees the right page without
 * waiting; then both are refreshed from the platform and cached again.
 */
export class SystemStore {
  status: SystemStatus = SYSTEM_STATUS.normal;
  maintenanceMessage: string | null = null;
  whitelabel: Whitelabel | null = null;
  loadState: SystemLoadState = 'idle';
  /** The error code of the last failed refresh, or null. */
  lastErrorCode: string | null = null;
  /** The consolidated settings as a resource; a failed load keeps what was there. */
  private readonly settingsResource: Resource<ContentSettings | null>;
  /** The keyed draws of the page (see SystemStoreDeps.draw); home's players-online counts use them too. */
  readonly draw: KeyedRandom;
  /** Whether the visitor's own status has been asked (or needs no asking: the calls of `refresh` ask it). */
  private visitorStatusAsked = true;

  constructor(private readonly deps: SystemStoreDeps) {
    this.settingsResource = new Resource<ContentSettings | null>(() => getSettings(deps.api), null);
    this.draw = deps.draw ?? keyedRandom(seedFrom(Math.random));
    // The answers are replaced whole, never changed in place: kept as references, not deep copies.
    makeAutoObservable<SystemStore, 'deps' | 'settingsResource' | 'visitorStatusAsked'>(
      this,
      { deps: false, settingsResource: false, draw: false, visitorStatusAsked: false, whitelabel: observableRef },
      { autoBind: true },
    );
  }

  /** The consolidated settings (templates, promos, downloads, service, links), once loaded. */
  get settings(): ContentSettings | null {
    return this.settingsResource.value;
  }

  /** The last settings load failed (and none is on its way again). */
  get settingsFailed(): boolean {
    return this.settingsResource.status === 'failed';
  }

  /** The error code of the last failed settings load, or null. */
  get settingsErrorCode(): string | null {
    return this.settingsResource.errorCode;
  }

  /** The merchant code, once known; the api client sends it as the Merchant header. */
  get merchantCode(): string | null {
    return this.whitelabel?.merchantCode ?? null;
  }

  /** The whitelabel feature tree flattened to one flag per module id. */
  get flags(): FeatureFlags {
    return flattenFeatureTree(this.whitelabel?.features ?? []);
  }

  /** True once a whitelabel answer (cached or fresh) is there to dress the app. */
  get isConfigured(): boolean {
    return this.whitelabel !== null;
  }

  /** The languages to offer: the whitelabel's known ones, else the default (domain `supportedLanguages`). */
  get supportedLanguages(): PlatformLanguage[] {
    return supportedLanguages(this.whitelabel?.languages, this.whitelabel?.defaultLanguage ?? DEFAULT_LANGUAGE);
  }

  /** The merchant's default language code, or null before the whitelabel is known. */
  get defaultLanguage(): string | null {
    return this.whitelabel?.defaultLanguage ?? null;
  }

  /** Download and channel links (settings `resources`), empty until loaded. */
  get downloadLinks(): ContentSettings['resources'] {
    return this.settings?.resources ?? [];
  }

  /** Customer-service entries, in display order. */
  get customerService(): ContentSettings['customerService'] {
    return this.settings?.customerService ?? [];
  }

  /** Social follow links by network. */
  get socialLinks(): ContentSettings['links'] {
    return this.settings?.links ?? {};
  }

  /** Template flags (mem_cen, dep_func); null until loaded, which the domain reads as base layouts. */
  get templates(): ContentSettings['templates'] | null {
    return this.settings?.templates ?? null;
  }

  /** Whether the MISSION (leaderboard) or LOGIN (daily sign-in) promo is on (domain rule). */
  personalPromoEnabled(key: 'MISSION' | 'LOGIN'): boolean {
    return isPersonalPromoEnabled(this.settings?.personalPromos, key);
  }

  /** Whether the merchant runs the referral promo (invite friends). */
  get referralPromoEnabled(): boolean {
    return this.settings?.referralPromoEnabled === true;
  }

  /**
   * One image CDN base for a use (a screen or a list: 'game centre', 'vendor PG'), drawn at random
   * (domain `pickImageCdn`) but always the same for the same use and seed.
   */
  pickImageCdn(use: string): string {
    return pickImageCdn(this.settings?.imageCDNs, () => this.draw(`cdn ${use}`));
  }

  /** Loads the settings unless index.html already brought them. */
  async loadSettingsOnce(): Promise<void> {
    if (this.settings === null) await this.loadSettings();
  }

  /** Loads the consolidated settings unless they are loaded or on their way (a screen that decides on them asks). */
  ensureSettings(): void {
    this.settingsResource.ensure();
  }

  /** Loads the consolidated settings (GET /wps/system/setting); a failure keeps what was there. */
  loadSettings(): Promise<void> {
    return this.settingsResource.load();
  }

  /** Applies the cached answers, if any, at once. */
  applyCached(): void {
    const status = readCached(this.deps.storage, CACHE_KEYS.status, isSystemStatus);
    const whitelabel = readCached(this.deps.storage, CACHE_KEYS.whitelabel, isWhitelabel);
    if (status !== null) this.status = status;
    if (whitelabel !== null) {
      this.whitelabel = whitelabel;
      this.loadState = 'ready';
    }
  }

  /**
   * Starts the app's knowledge of the platform: boot data from index.html when the server sent the
   * merchant's status and whitelabel (fresh, so no call is needed for them; its settings too when it
   * carries them), else the cache at once and then both calls. The page is the same for every
   * visitor, so its status is the merchant's (maintenance): the visitor's own (a refused region) is
   * asked by `confirmVisitorStatus` once the app runs.
   */
  async load(boot: Pick<BootParts, 'merchantStatus' | 'whitelabel' | 'settings'> = {}): Promise<void> {
    if (boot.merchantStatus && boot.whitelabel) {
      this.apply({ ...boot.merchantStatus, regionRestriction: false }, boot.whitelabel);
      this.visitorStatusAsked = false;
      if (boot.settings) this.settingsResource.seed(boot.settings);
      return;
    }
    this.applyCached();
    await this.refresh();
  }

  /**
   * Asks the visitor's own status (maintenance and region) when the page's boot data gave only the
   * merchant's; once. A failed call keeps the merchant's.
   */
  async confirmVisitorStatus(): Promise<void> {
    if (this.visitorStatusAsked) return;
    this.visitorStatusAsked = true;
    try {
      const statusInfo = await getSystemStatus(this.deps.api);
      runInAction(() => this.applyStatus(statusInfo));
    } catch {
      // The merchant's status from the page stands until the next page load asks again; the
      // platform refuses a refused region's calls (REGION_RESTRICTED) meanwhile.
    }
  }

  /** Takes fresh answers: shown at once and cached for the next start. */
  private apply(statusFacts: StatusFacts, whitelabel: Whitelabel): void {
    this.applyStatus(statusFacts);
    this.whitelabel = whitelabel;
    this.loadState = 'ready';
    this.lastErrorCode = null;
    writeCached(this.deps.storage, CACHE_KEYS.whitelabel, whitelabel);
  }

  /** Takes a fresh status: shown at once and cached for the next start. */
  private applyStatus(statusFacts: StatusFacts): void {
    const status = systemStatusOf(statusFacts);
    this.status = status;
    this.maintenanceMessage = statusFacts.maintenanceMessage ?? null;
    writeCached(this.deps.storage, CACHE_KEYS.status, status);
  }

  /** Fetches status and whitelabel; on failure keeps what is cached, or reports 'failed' without it. */
  async refresh(): Promise<void> {
    if (!this.isConfigured) this.loadState = 'loading';
    try {
      const [statusInfo, whitelabel] = await Promise.all([getSystemStatus(this.deps.api), getWhitelabel(this.deps.api)]);
      this.apply(statusInfo, whitelabel);
    } catch (error) {
      runInAction(() => {
        this.lastErrorCode = isPlatformError(error) ? error.code : 'UNKNOWN';
        this.loadState = this.isConfigured ? 'ready' : 'failed';
      });
    }
  }
}
