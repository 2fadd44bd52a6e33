import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { lotteryCloseTarget, lotteryLaunchByCode, parseLaunchGameQuery, pathOf, type LaunchGameQuery, type Role } from '@gp/domain';
import { useSessionStore } from '../../app/store-context';
import { handedLaunchOf } from '../../games/lottery-handoff';
import { launcherHref } from './lotto-address';
import { LotteryOpening, LotteryProblem } from './lottery-frame';
import { useLotteryLaunch, type LotterySource } from './use-lottery-launch';

/** What to open: the launch an in-app tap handed over, else the deep link's code or game id; null when the query names none. */
function sourceOf(query: LaunchGameQuery, state: unknown, role: Role): LotterySource | null {
  const handed = handedLaunchOf(state);
  if (handed) return { kind: 'decided', launch: handed };
  if (query.code !== undefined) return { kind: 'decided', launch: lotteryLaunchByCode(query.code, query.playType, role) };
  if (query.gameId === undefined) return null;
  return {
    kind: 'lookup',
    gameId: query.gameId,
    ...(query.gameGroupId === undefined ? {} : { gameGroupId: query.gameGroupId }),
    ...(query.playType === undefined ? {} : { playType: query.playType }),
  };
}

/**
 * `/m/launchGame` and `/m/startLottery` (SPEC §2, §4 'Game tap'): take playType, gameId,
 * gameGroupId, prize_mode, code and pageBack=home; open the lottery through the platform's launch
 * call (as an in-app tap decided and handed over, else by code, else by game id and group looked up
 * in the lottery list) and go on, in place of this page, to the launcher
 * `/m/lottery` with the frame's mui, play type and game, the prize mode asked for (else the
 * platform's) and pageBack, handing it the ticket. Guests go to login.
 */
export const LaunchGamePage = observer(function LaunchGamePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSessionStore();
  const query = useMemo(() => parseLaunchGameQuery(location.search), [location.search]);
  const source = useMemo(() => sourceOf(query, location.state, session.role), [query, location.state, session.role]);
  const launch = useLotteryLaunch(session.isLoggedIn ? source : null, location.search);

  useEffect(() => {
    if (launch.kind !== 'opened') return;
    const { address } = launch;
    const href = launcherHref({
      mui: address.mui,
      playType: address.playType,
      gameId: address.gameId,
      prizeMode: query.prizeMode ?? address.prizeMode,
      pageBack: query.pageBack,
    });
    void navigate(href, { replace: true, state: { ticket: address.token, freePlay: launch.freePlay } });
  }, [launch, navigate, query]);

  if (!session.isLoggedIn) return <Navigate to={pathOf('login')} replace />;
  if (source === null || launch.kind === 'failed') {
    return <LotteryProblem closePath={lotteryCloseTarget(query.pageBack).path} onRetry={launch.kind === 'failed' ? launch.retry : undefined} />;
  }
  return <LotteryOpening />;
});
