import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { promotionJoinState } from '@gp/domain';
import type { ContentPromotion, PromotionJoinTerms } from '@gp/api-client';
import { promotionJoinModel } from '@gp/stores';
import { useSessionStore } from '../../app/store-context';
import { useScreenModel } from '../../app/use-screen-model';
import { useRecordText } from '../../records/use-record-text';
import { PromotionJoin } from './promotion-join';
import { JOIN_TEXT } from './promotion-join-messages';

/** The join of a promotion that has join terms, with the member's enrollment (its model made here). */
export const PromotionJoinPart = observer(function PromotionJoinPart({ promotion, terms }: { readonly promotion: ContentPromotion; readonly terms: PromotionJoinTerms }) {
  const model = useScreenModel(promotionJoinModel);
  const session = useSessionStore();
  const format = useRecordText();
  const intl = useIntl();
  const money = useCallback((amountMinor: number) => format.money(amountMinor, terms.currency), [format, terms.currency]);
  return (
    <PromotionJoin
      terms={terms}
      state={promotionJoinState(session.isLoggedIn, model.enrollmentOf(promotion.id))}
      money={money}
      joining={model.joining}
      joinError={model.joinError === 'CONDITIONS_NOT_MET' ? intl.formatMessage(JOIN_TEXT.depositedBefore) : format.reason(model.joinError)}
      onJoin={() => void model.join(promotion.id)}
    />
  );
});
