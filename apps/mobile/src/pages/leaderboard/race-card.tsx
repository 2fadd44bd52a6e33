import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { timeLeftUntil } from '@gp/domain';
import type { LeaderboardRace } from '@gp/api-client';
import { useNow } from '../../app/use-now';
import { LEADERBOARD_TEXT as text, PRIZE_PLACE, PRIZE_PLACES, RACE_ENDS_IN } from './leaderboard-messages';

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  text-align: center;
  h2,
  p,
  ul {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
  strong {
    font-size: ${({ theme }) => theme.font.sizeXl};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    padding: 0;
    list-style: none;
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
`;

const two = (n: number) => String(n).padStart(2, '0');

/** The race's countdown, ticking each second (its own component, so only it re-renders). */
function Countdown({ endsAt }: { readonly endsAt: number }) {
  const intl = useIntl();
  const left = timeLeftUntil(endsAt, useNow());
  if (left.over) return <p>{intl.formatMessage(text.ended)}</p>;
  return <p>{intl.formatMessage(RACE_ENDS_IN, { days: left.days, time: `${two(left.hours)}:${two(left.minutes)}:${two(left.seconds)}` })}</p>;
}

/** The race: its prize pool, the time left, and the prize of each place. */
export function RaceCard({ race, money }: { readonly race: LeaderboardRace; readonly money: (amountMinor: number) => string }) {
  const intl = useIntl();
  return (
    <Card aria-labelledby="race-heading">
      <h2 id="race-heading">{intl.formatMessage(text.race)}</h2>
      <p>{intl.formatMessage(text.pool)}</p>
      <strong>{money(race.prizePoolMinor)}</strong>
      <Countdown endsAt={race.endsAt} />
      <ul aria-label={intl.formatMessage(text.prizes)}>
        {race.prizes.map((prize) => (
          <li key={prize.rankFrom}>
            {prize.rankFrom === prize.rankTo
              ? intl.formatMessage(PRIZE_PLACE, { rank: prize.rankFrom, amount: money(prize.amountMinor) })
              : intl.formatMessage(PRIZE_PLACES, { from: prize.rankFrom, to: prize.rankTo, amount: money(prize.amountMinor) })}
          </li>
        ))}
      </ul>
    </Card>
  );
}
