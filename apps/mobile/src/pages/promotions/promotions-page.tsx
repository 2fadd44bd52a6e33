import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { offeredPromotionKind, promotionCards } from '@gp/domain';
import { promotionsStoreOf } from '@gp/stores';
import { useRootStore } from '../../app/store-context';
import { useEnsureInLanguage } from '../../content/use-ensure-in-language';
import { PromotionList } from './promotion-list';

/**
 * The promotions `/m/activity` (SPEC §2 'Promotions list'), open to guests: the cards of the
 * merchant's promotions, narrowed by the `category` chips (kept in the address, so a filtered list
 * can be shared and comes back on Back) and by the spec's `categoryId` (a link from a banner).
 */
export const PromotionsPage = observer(function PromotionsPage() {
  const store = promotionsStoreOf(useRootStore());
  const [params, setParams] = useSearchParams();
  useEnsureInLanguage(store.ensure);

  const kind = offeredPromotionKind(params.get('category'), store.kinds);
  const { resource } = store;
  return (
    <PromotionList
      cards={promotionCards(store.ofKind(kind), params.get('categoryId'))}
      kinds={store.kinds}
      selectedKind={kind}
      state={resource.viewState}
      onKind={(next) => {
        const nextParams = new URLSearchParams(params);
        if (next === null) nextParams.delete('category');
        else nextParams.set('category', next);
        setParams(nextParams, { replace: true });
      }}
      onRetry={store.ensure}
    />
  );
});
