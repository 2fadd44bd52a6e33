import { PromotionsStore } from '../promotions.store';
import type { ScreenRoot } from '../screen-model';

/** The promotions, kept on the root so that the list, a promotion and the way back share one answer. */
export function promotionsStoreOf(root: ScreenRoot): PromotionsStore {
  return root.keep('promotions', () => new PromotionsStore({ api: root.api, language: root.language }));
}
