import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { leaderboardModel } from '@gp/stores';
import { useScreenModel } from '../../app/use-screen-model';
import { useRecordText } from '../../records/use-record-text';
import { LeaderboardView } from './leaderboard-view';

/**
 * The leaderboard `/m/leaderBoard` (SPEC §2 side menu, MISSION promo): for logged-in real accounts
 * while the merchant runs it (route guard 'leaderboard'). The platform ranks; the screen shows the
 * race, the member's place and the top 20, and loads the next race when this one ends.
 */
export const LeaderboardPage = observer(function LeaderboardPage() {
  const model = useScreenModel(leaderboardModel);
  const format = useRecordText();
  const { board } = model;
  const currency = board.value?.currency ?? '';
  const money = useCallback((amountMinor: number) => format.money(amountMinor, currency), [format, currency]);
  return (
    <LeaderboardView
      board={board.value}
      state={board.viewState}
      failedReason={format.reason(board.errorCode)}
      onRetry={() => void model.load()}
      money={money}
    />
  );
});
