import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { promotionActionOf, promotionCoverImage, promotionIconOf } from '@gp/domain';
import type { ContentPromotion } from '@gp/api-client';
import { UiLink } from '@gp/ui';
import { ServerText } from '../../content/server-text';
import { PromotionIcon } from './promotion-icon';
import { PROMOTION_PERIOD_TEXT, PROMOTIONS_TEXT } from './promotions-messages';

/** Props of PromotionDetail. */
export interface PromotionDetailProps {
  readonly promotion: ContentPromotion;
  /** A tapped link of the promotion's text (routed by the link allow-list). */
  readonly onLink: (href: string) => void;
  /** The join of a joinable deposit promotion (`PromotionJoinPart`), above its call to action. */
  readonly join?: ReactNode;
}

const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
  margin: 0 auto;
  padding-bottom: ${({ theme }) => theme.space.lg};
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 23 / 10;
  object-fit: cover;
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

const Period = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const Text = styled(ServerText)`
  padding: 0 ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.md};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.size.touchTarget};
    padding: 0 ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    font-weight: ${({ theme }) => theme.font.weightBold};
    text-decoration: none;
  }
`;

/**
 * One promotion (SPEC §2, `/m/activityDetail?id=`): its cover picture, category icon and title,
 * its dates, its text (server HTML through SafeHtml, links through the allow-list), the call to
 * action of its category (deposit, or its games), and the join of a joinable deposit bonus. The
 * header's Back returns to where the player came from.
 */
export function PromotionDetail({ promotion, onLink, join = null }: PromotionDetailProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const cover = promotionCoverImage(promotion.announcementImages);
  const action = promotionActionOf(promotion.category);
  const day = (at: number) => intl.formatDate(at, { dateStyle: 'medium', timeZone: 'Asia/Manila' });
  return (
    <Article aria-labelledby="promotion-title">
      {cover !== null && <Picture src={cover.url} alt="" width={690} height={300} fetchPriority="high" />}
      <h2 id="promotion-title">
        <PromotionIcon icon={promotionIconOf(promotion.category)} />
        {promotion.title}
      </h2>
      <Period>{t(PROMOTION_PERIOD_TEXT, { from: day(promotion.startDate), to: promotion.endDate === null ? t(PROMOTIONS_TEXT.noEnd) : day(promotion.endDate) })}</Period>
      <Text html={promotion.content} onLink={onLink} />
      {join}
      {action !== null && (
        <Actions>
          <UiLink to={action.path}>{t(action.kind === 'deposit' ? PROMOTIONS_TEXT.deposit : PROMOTIONS_TEXT.play)}</UiLink>
        </Actions>
      )}
    </Article>
  );
}
