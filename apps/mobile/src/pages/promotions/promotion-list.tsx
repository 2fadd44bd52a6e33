import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PromotionCard, PromotionKind } from '@gp/domain';
import { CategoryTabs, LoadFailed, UiLink } from '@gp/ui';
import { PromotionIcon } from './promotion-icon';
import { KIND_TEXT, PROMOTIONS_TEXT } from './promotions-messages';

/** Props of PromotionList. */
export interface PromotionListProps {
  readonly cards: readonly PromotionCard[];
  /** The categories to filter by; empty shows no filter. */
  readonly kinds: readonly PromotionKind[];
  readonly selectedKind: PromotionKind | null;
  readonly state: 'loading' | 'failed' | 'ready';
  readonly onKind: (kind: PromotionKind | null) => void;
  readonly onRetry: () => void;
}

const Screen = styled.section`
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
  margin: 0 auto;
  h2 {
    margin: 0;
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  list-style: none;
  min-height: 60vh;
`;

const Card = styled(UiLink)`
  display: block;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

/** The card picture keeps its 690 × 300 room before it arrives, so nothing below it moves. */
const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 23 / 10;
  object-fit: cover;
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
`;

const Skeleton = styled.li`
  height: 14rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

/**
 * The promotions list (SPEC §2 'Promotions list'): a heading, the category chips when there is a
 * choice, then one card per promotion (picture, category icon, title, a text preview without
 * markup) that opens it; skeleton cards while loading, the placeholder when there are none, what
 * failed with Try again.
 */
export function PromotionList(props: PromotionListProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const panelId = useId();
  const tabs = [{ id: 'all', label: t(PROMOTIONS_TEXT.all) }, ...props.kinds.map((kind) => ({ id: kind, label: t(KIND_TEXT[kind]) }))];
  return (
    <Screen aria-labelledby={`${panelId}-heading`}>
      <h2 id={`${panelId}-heading`}>{t(PROMOTIONS_TEXT.heading)}</h2>
      {props.kinds.length > 0 && (
        <CategoryTabs
          tabs={tabs}
          selected={props.selectedKind ?? 'all'}
          onSelect={(id) => props.onKind(id === 'all' ? null : (id as PromotionKind))}
          label={t(PROMOTIONS_TEXT.filter)}
          panelId={panelId}
        />
      )}
      {props.state === 'failed' ? (
        <LoadFailed size="section" title={t(PROMOTIONS_TEXT.failed)} onRetry={props.onRetry} />
      ) : (
        <Cards id={panelId} aria-busy={props.state === 'loading'}>
          {props.state === 'loading' && [0, 1].map((key) => <Skeleton key={key} aria-hidden="true" />)}
          {props.state === 'ready' && props.cards.length === 0 && <li>{t(PROMOTIONS_TEXT.empty)}</li>}
          {props.cards.map((card, index) => (
            <li key={card.id}>
              <Card to={card.detailPath}>
                {card.imageUrl !== null && <Picture src={card.imageUrl} alt="" width={690} height={300} loading={index < 2 ? 'eager' : 'lazy'} />}
                <Body>
                  <h3>
                    <PromotionIcon icon={card.icon} />
                    {card.title}
                  </h3>
                  <p>{card.preview}</p>
                </Body>
              </Card>
            </li>
          ))}
        </Cards>
      )}
    </Screen>
  );
}
