import { makeAutoObservable } from 'mobx';
import { positiveIdOf, promotionKindsIn, promotionsOfKind, type PromotionKind } from '@gp/domain';
import { getAnnouncements, type ContentPromotion, type PlatformClient } from '@gp/api-client';
import { PerLanguage, type LanguageVersion } from './per-language';
import { Resource } from './resource';

/** Collaborators of the promotions store. */
export interface PromotionsDeps {
  readonly api: PlatformClient;
  /** The promotions are loaded again in a new language. */
  readonly language: LanguageVersion;
}

const NONE: readonly ContentPromotion[] = [];

/**
 * The merchant's promotions (SPEC §2 'Promotions list', §3 'Promotion'), loaded once per language
 * and kept while the player goes from the list to a promotion and back (`promotionsStoreOf`). The
 * list, its category filter and a promotion's detail all read this one answer: a shared link to a
 * promotion loads it too, and finds the promotion in it.
 */
export class PromotionsStore {
  readonly resource: Resource<readonly ContentPromotion[]>;
  private readonly perLanguage: PerLanguage;

  constructor(deps: PromotionsDeps) {
    this.perLanguage = new PerLanguage(deps.language);
    this.resource = new Resource(async () => (await getAnnouncements(deps.api, { types: 'Promotion', platform: 'M' })).promotions, NONE);
    makeAutoObservable<PromotionsStore, 'perLanguage'>(this, { perLanguage: false, resource: false }, { autoBind: true });
  }

  /** Loads the promotions in the language in use unless they are (or are being) loaded in it; retries a failed load. */
  ensure(): void {
    this.perLanguage.ensure(this.resource);
  }

  /** Every promotion, in the platform's order. */
  get all(): readonly ContentPromotion[] {
    return this.resource.value;
  }

  /** The categories the filter offers (none when there is nothing to choose between). */
  get kinds(): readonly PromotionKind[] {
    return promotionKindsIn(this.all);
  }

  /** The promotions of a category, or all. */
  ofKind(kind: PromotionKind | null): readonly ContentPromotion[] {
    return promotionsOfKind(this.all, kind);
  }

  /** Nothing runs in the background: kept on the root, it has nothing to stop. */
  stop(): void {
    /* no timers */
  }

  /** The promotion with an id (as the address carries it), or null when the list has none such. */
  find(id: string | null): ContentPromotion | null {
    const wanted = positiveIdOf(id);
    return wanted === null ? null : (this.all.find((promotion) => promotion.id === wanted) ?? null);
  }
}
