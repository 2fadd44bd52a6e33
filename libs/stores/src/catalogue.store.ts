import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { CACHE_KEYS, type VendorMapping } from '@gp/domain';
import { getVendorTypes, type BootCatalogue, type PlatformClient, type VendorTypes } from '@gp/api-client';
import { readCached, writeCached, type KeyValueStorage } from './ports';
import { Resource } from './resource';

/** Collaborators of the catalogue store. */
export interface CatalogueStoreDeps {
  readonly api: PlatformClient;
  /** Local storage: the `getVassGameType` cache (SPEC §3 cache keys). */
  readonly storage: KeyValueStorage;
  /** The platform language in use (`current`, sent as the Language header) and its version, bumped (debounced) after each change; the mapping reloads on it. */
  readonly language: { readonly languageVersion: number; readonly current: string };
}

function isVendorTypes(value: unknown): value is VendorTypes {
  return typeof value === 'object' && value !== null && 'vendors' in value && 'sorting' in value && Array.isArray(value.sorting);
}

/**
 * The merchant's game catalogue outline (SPEC §7 'vassgameType'): which categories it offers and
 * their vendors in menu order. Taken from the page's boot data when it carries it in the language
 * in use (then start makes no call), else shown from the cache at once and loaded on start; loaded
 * again after a language change. A category the merchant switched off (cockfight, say) is simply
 * absent.
 */
export class CatalogueStore {
  /** The vendor types as a resource (its loading, error code and retry): the cached ones until the first answer; a failure keeps what is shown. */
  readonly vendorTypesResource: Resource<VendorTypes | null>;
  private disposeLanguage: IReactionDisposer | null = null;
  /** The language (and its version) of the outline the page carried; the next start then does not load it. */
  private seededIn: { readonly version: number; readonly language: string } | null = null;

  constructor(private readonly deps: CatalogueStoreDeps) {
    this.vendorTypesResource = new Resource(async () => {
      const vendorTypes = await getVendorTypes(deps.api, { typeId: 1 });
      writeCached(deps.storage, CACHE_KEYS.vendorTypes, vendorTypes);
      return vendorTypes;
    }, readCached(deps.storage, CACHE_KEYS.vendorTypes, isVendorTypes));
    makeAutoObservable<CatalogueStore, 'deps' | 'disposeLanguage' | 'seededIn'>(
      this,
      { deps: false, disposeLanguage: false, seededIn: false, vendorTypesResource: false },
      { autoBind: true },
    );
  }

  /** The vendor types: the last answer, else the cached one; null before either. */
  get vendorTypes(): VendorTypes | null {
    return this.vendorTypesResource.value;
  }

  /** Per category, its vendors (the domain's vendor mapping); empty until loaded. */
  get vendorMapping(): VendorMapping {
    return (this.vendorTypes?.vendors ?? {}) as VendorMapping;
  }

  /** The categories in menu order with their vendors and names; empty until loaded. */
  get sorting(): VendorTypes['sorting'] {
    return this.vendorTypes?.sorting ?? [];
  }

  /**
   * Takes the outline index.html carries (`boot.catalogue`, fresh from the server) when it is in
   * the language in use, so that a first visit needs no call for it; otherwise does nothing.
   */
  seed(seeded?: BootCatalogue): void {
    if (!seeded || seeded.language !== this.deps.language.current) return;
    writeCached(this.deps.storage, CACHE_KEYS.vendorTypes, seeded.vendorTypes);
    this.vendorTypesResource.seed(seeded.vendorTypes);
    this.seededIn = { version: this.deps.language.languageVersion, language: seeded.language };
  }

  /**
   * Loads now and after every language change. Only the first start after `seed` skips the load,
   * and only while the language is still the one the page's outline is in.
   */
  start(): void {
    if (this.disposeLanguage) return;
    const { languageVersion, current } = this.deps.language;
    const seeded = this.seededIn?.version === languageVersion && this.seededIn.language === current;
    this.seededIn = null;
    if (!seeded) void this.load();
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
  load(): Promise<void> {
    return this.vendorTypesResource.load();
  }
}
