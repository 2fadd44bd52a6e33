import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { LeaderboardEntry } from '@gp/api-client';
import { LEADERBOARD_TEXT as text, MY_LINE } from './leaderboard-messages';

const List = styled.ol`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li<{ $mine: boolean }>`
  display: grid;
  grid-template-columns: 2.5rem minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $mine }) => ($mine ? theme.color.surfaceRaised : theme.color.surface)};
  font-weight: ${({ theme, $mine }) => ($mine ? theme.font.weightBold : theme.font.weightRegular)};
  b {
    color: ${({ theme }) => theme.color.accent};
    text-align: center;
  }
  span:last-child {
    text-align: end;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Props of RankingList. */
export interface RankingListProps {
  readonly top: readonly LeaderboardEntry[];
  /** The member's own rank, to mark their line when it is in the top. */
  readonly myRank: number | null;
  readonly money: (amountMinor: number) => string;
}

/** The top players: place, masked name, valid bets and the prize of the place. */
export function RankingList({ top, myRank, money }: RankingListProps) {
  const intl = useIntl();
  if (top.length === 0) return <p>{intl.formatMessage(text.empty)}</p>;
  return (
    <List aria-label={intl.formatMessage(text.ranking)}>
      {top.map((entry) => (
        <Line key={entry.rank} $mine={entry.rank === myRank} aria-current={entry.rank === myRank ? 'true' : undefined}>
          <b>{entry.rank}</b>
          <span>{entry.rank === myRank ? intl.formatMessage(MY_LINE, { name: entry.name }) : entry.name}</span>
          <span>
            {money(entry.amountMinor)}
            {entry.prizeMinor > 0 ? <small>{money(entry.prizeMinor)}</small> : null}
          </span>
        </Line>
      ))}
    </List>
  );
}
