import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Leaderboard } from '@gp/api-client';
import { LoadFailed } from '@gp/ui';
import { ContentWaiting } from '../../content/content-waiting';
import { ContentScreen } from '../../content/content-screen';
import { LEADERBOARD_TEXT as text } from './leaderboard-messages';
import { RaceCard } from './race-card';
import { RankingList } from './ranking-list';
import { StandingCard } from './standing-card';

/** Props of LeaderboardView. */
export interface LeaderboardViewProps {
  readonly board: Leaderboard | null;
  readonly state: 'loading' | 'failed' | 'ready';
  readonly failedReason: string | null;
  readonly onRetry: () => void;
  readonly money: (amountMinor: number) => string;
}

const Screen = styled(ContentScreen)`
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
`;

/** The leaderboard (MISSION promo): the race, the member's own place, then the top players. */
export function LeaderboardView({ board, state, failedReason, onRetry, money }: LeaderboardViewProps) {
  const intl = useIntl();
  if (state === 'failed') return <LoadFailed size="section" title={intl.formatMessage(text.failed)} reason={failedReason} onRetry={onRetry} />;
  if (board === null) return <ContentWaiting />;
  return (
    <Screen>
      <RaceCard race={board.race} money={money} />
      <StandingCard me={board.me} participants={board.participants} money={money} />
      <h2>{intl.formatMessage(text.ranking)}</h2>
      <RankingList top={board.top} myRank={board.me.rank} money={money} />
    </Screen>
  );
}
