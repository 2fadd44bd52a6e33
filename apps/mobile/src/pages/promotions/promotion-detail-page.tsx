import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { pathOf } from '@gp/domain';
import { promotionsStoreOf } from '@gp/stores';
import { LoadFailed } from '@gp/ui';
import { useRootStore } from '../../app/store-context';
import { useEnsureInLanguage } from '../../content/use-ensure-in-language';
import { ContentMissing } from '../../content/content-missing';
import { ContentWaiting } from '../../content/content-waiting';
import { useOpenLink } from '../../content/use-open-link';
import { PromotionDetail } from './promotion-detail';
import { PromotionJoinPart } from './promotion-join-part';
import { PROMOTIONS_TEXT } from './promotions-messages';

/**
 * A promotion `/m/activityDetail?id=` (SPEC §2), open to guests and to shared links: found in the
 * merchant's promotions (loaded here when the visit starts on it). The header's Back returns to
 * where the player came from (the list with its filter, home's banner...), or to the promotions
 * when the link was opened from outside (domain `backFallbackOf`); an id that matches nothing
 * says so and leads to the list.
 */
export const PromotionDetailPage = observer(function PromotionDetailPage() {
  const intl = useIntl();
  const store = promotionsStoreOf(useRootStore());
  const [params] = useSearchParams();
  const openLink = useOpenLink();
  useEnsureInLanguage(store.ensure);

  const promotion = store.find(params.get('id'));
  const { resource } = store;
  if (promotion !== null) {
    const join = promotion.joinTerms ? <PromotionJoinPart promotion={promotion} terms={promotion.joinTerms} /> : null;
    return <PromotionDetail promotion={promotion} onLink={openLink} join={join} />;
  }
  if (resource.status === 'failed') return <LoadFailed title={intl.formatMessage(PROMOTIONS_TEXT.failed)} onRetry={store.ensure} />;
  if (resource.pending || resource.loading) return <ContentWaiting />;
  return <ContentMissing message={intl.formatMessage(PROMOTIONS_TEXT.notFound)} to={pathOf('activity')} linkLabel={intl.formatMessage(PROMOTIONS_TEXT.allPromotions)} />;
});
