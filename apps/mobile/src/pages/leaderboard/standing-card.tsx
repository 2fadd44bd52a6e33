import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { readableLinks } from '../../content/readable-links';
import { pathOf } from '@gp/domain';
import type { LeaderboardStanding } from '@gp/api-client';
import { UiLink } from '@gp/ui';
import { LEADERBOARD_TEXT as text, STANDING, STANDING_PRIZE, TO_PRIZE } from './leaderboard-messages';

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  ${readableLinks}
  h2,
  p {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
`;

/** Props of StandingCard. */
export interface StandingCardProps {
  readonly me: LeaderboardStanding;
  readonly participants: number;
  readonly money: (amountMinor: number) => string;
}

/** The member's own place, even outside the top: rank of how many, valid bets, and the prize it wins now or what is missing for one. */
export function StandingCard({ me, participants, money }: StandingCardProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Card aria-labelledby="standing-heading">
      <h2 id="standing-heading">{t(text.you)}</h2>
      {me.rank === null ? (
        <p>{t(text.notRanked)}</p>
      ) : (
        <p>
          <strong>{t(STANDING, { rank: me.rank, players: participants, amount: money(me.amountMinor) })}</strong>
        </p>
      )}
      {me.prizeMinor > 0 ? (
        <>
          <p>{t(STANDING_PRIZE, { amount: money(me.prizeMinor) })}</p>
          <p>{t(text.inPrize)}</p>
        </>
      ) : null}
      {me.rank !== null && me.prizeMinor === 0 && me.toPrizeMinor > 0 ? <p>{t(TO_PRIZE, { amount: money(me.toPrizeMinor) })}</p> : null}
      {me.prizeMinor === 0 ? <UiLink to={pathOf('gameCenter')}>{t(text.play)}</UiLink> : null}
    </Card>
  );
}
