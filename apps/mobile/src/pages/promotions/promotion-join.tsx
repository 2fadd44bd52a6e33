import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { pathOf, type PromotionJoinState } from '@gp/domain';
import type { PromotionJoinTerms } from '@gp/api-client';
import { Button, UiLink } from '@gp/ui';
import { readableLinks } from '../../content/readable-links';
import { JOIN_TERMS, JOIN_TEXT, JOINED_TEXT } from './promotion-join-messages';

/** Props of PromotionJoin. */
export interface PromotionJoinProps {
  readonly terms: PromotionJoinTerms;
  readonly state: PromotionJoinState;
  readonly money: (amountMinor: number) => string;
  readonly joining: boolean;
  /** Why the last join failed, translated, or null. */
  readonly joinError: string | null;
  readonly onJoin: () => void;
}

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  ${readableLinks}
  h3,
  p {
    margin: 0;
  }
  [role='alert'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;

/**
 * A joinable deposit promotion's terms and where the visitor stands: Join for a member, 'log in
 * to join' for a guest, what the next deposit gets once joined (the promotion's own Deposit now
 * follows), and 'claim your bonus' once the qualifying deposit gave it.
 */
export function PromotionJoin({ terms, state, money, joining, joinError, onJoin }: PromotionJoinProps) {
  const t = useIntl().formatMessage;
  const min = money(terms.minDepositMinor);
  return (
    <Box aria-labelledby="promotion-join">
      <h3 id="promotion-join">{t(JOIN_TEXT.heading)}</h3>
      <p>{t(JOIN_TERMS, { min, percent: terms.bonusPercent, max: money(terms.maxBonusMinor) })}</p>
      {terms.firstDepositOnly ? <p>{t(JOIN_TEXT.firstOnly)}</p> : null}
      {state === 'guest' ? <UiLink to={pathOf('login')}>{t(JOIN_TEXT.login)}</UiLink> : null}
      {state === 'open' ? (
        <Button onClick={onJoin} disabled={joining}>
          {t(joining ? JOIN_TEXT.joining : JOIN_TEXT.join)}
        </Button>
      ) : null}
      {state === 'joined' ? <p role="status">{t(JOINED_TEXT, { min })}</p> : null}
      {state === 'rewarded' ? (
        <>
          <p role="status">{t(JOIN_TEXT.rewarded)}</p>
          <UiLink to={pathOf('rewardCenter')}>{t(JOIN_TEXT.rewards)}</UiLink>
        </>
      ) : null}
      {joinError === null ? null : (
        <p role="alert">
          {t(JOIN_TEXT.failed)} {joinError}
        </p>
      )}
    </Box>
  );
}
