import { makeAutoObservable, observableRef, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { CACHE_KEYS, type VendorMapping } from '@gp/domain';
import { getVendorTypes, isPlatformError, type PlatformClient, type VendorTypes } from '@gp/api-client';
import { readCached, writeCached, type KeyValueStorage } from './ports';

/** Collaborators of the catalogue store. */
export interface CatalogueStoreDeps {
  readonly api: PlatformClient;
  /** Local storage: the `getVassGameType` cache (SPEC §3 cache keys). */
  readonly storage: KeyValueStorage;
  readonly session: { handlePlatformError(error: unknown): boolean };
  /** Bumped (debounced) after each language change; the mapping reloads on it. */
  readonly language: { readonly languageVersion: number };
}

function isVendorTypes(value: unknown): value is VendorTypes {
  return typeof value === 'object' && value !== null && 'vendors' in value && 'sorting' in value && Array.isArray(value.sorting);
}

/**
 * The merchant's game catalogue outline (SPEC §7 'vassgameType'): which categories it offers and
 * their vendors in menu order. Shown from the cache at once, loaded on start and again after a
 * language change; a category the merchant switched off (cockfight, say) is simply absent.
 */
export class CatalogueStore {
  vendorTypes: VendorTypes | null;
  loading = false;
  /** The error code of the last failed load, or null. */
  lastErrorCode: string | null = null;
  private disposeLanguage: IReactionDisposer | null = null;

  constructor(private readonly deps: CatalogueStoreDeps) {
    this.vendorTypes = readCached(deps.storage, CACHE_KEYS.vendorTypes, isVendorTypes);
    makeAutoObservable<CatalogueStore, 'deps' | 'disposeLanguage'>(this, { deps: false, disposeLanguage: false, vendorTypes: observableRef }, { autoBind: true });
  }

  /** Per category, its vendors (the domain's vendor mapping); empty until loaded. */
  get vendorMapping(): VendorMapping {
    return (this.vendorTypes?.vendors ?? {}) as VendorMapping;
  }

  /** The categories in menu order with their vendors and names; empty until loaded. */
  get sorting(): VendorTypes['sorting'] {
    return this.vendorTypes?.sorting ?? [];
  }

  /** Loads now and after every language change. */
  start(): void {
    if (this.disposeLanguage) return;
    void this.load();
    this.disposeLanguage = reaction(
      () => this.deps.language.languageVersion,
      () => void this.load(),
    );
  }

  /** Stops following the language. */
  stop(): void {
    this.disposeLanguage?.();
    this.disposeLanguage = null;
  }

  /** Fetches the vendor types and caches them; a failure keeps what is shown. */
  async load(): Promise<void> {
    this.loading = true;
    try {
      const vendorTypes = await getVendorTypes(this.deps.api, { typeId: 1 });
      writeCached(this.deps.storage, CACHE_KEYS.vendorTypes, vendorTypes);
      runInAction(() => {
        this.vendorTypes = vendorTypes;
        this.lastErrorCode = null;
      });
    } catch (error) {
      this.deps.session.handlePlatformError(error);
      runInAction(() => {
        this.lastErrorCode = isPlatformError(error) ? error.code : 'UNKNOWN';
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }
}
