import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { lotteryCloseTarget, parseLaunchGameQuery, pathOf } from '@gp/domain';
import type { LotteryTarget } from '@gp/stores';
import { useSessionStore } from '../../app/store-context';
import { launcherHref } from './lotto-address';
import { LotteryOpening, LotteryProblem } from './lottery-frame';
import { useLotteryLaunch } from './use-lottery-launch';

/**
 * `/m/launchGame` and `/m/startLottery` (SPEC §2, §4 'Game tap'): take playType, gameId,
 * gameGroupId, prize_mode, code and pageBack=home; open the lottery through the platform's launch
 * call (by code, else by game id and group) and go on, in place of this page, to the launcher
 * `/m/lottery` with the frame's mui, play type and game, the prize mode asked for (else the
 * platform's) and pageBack, handing it the ticket. Guests go to login.
 */
export const LaunchGamePage = observer(function LaunchGamePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSessionStore();
  const query = useMemo(() => parseLaunchGameQuery(location.search), [location.search]);
  const named = query.code !== undefined || query.gameId !== undefined;
  const target: LotteryTarget | null =
    session.isLoggedIn && named
      ? {
          ...(query.code === undefined ? {} : { code: query.code }),
          ...(query.gameId === undefined ? {} : { gameId: query.gameId }),
          ...(query.gameGroupId === undefined ? {} : { gameGroupId: query.gameGroupId }),
          ...(query.playType === undefined ? {} : { playType: query.playType }),
        }
      : null;
  const launch = useLotteryLaunch(target, location.search);

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
    void navigate(href, { replace: true, state: { ticket: address.token } });
  }, [launch, navigate, query]);

  if (!session.isLoggedIn) return <Navigate to={pathOf('login')} replace />;
  if (!named || launch.kind === 'failed') return <LotteryProblem closePath={lotteryCloseTarget(query.pageBack).path} />;
  return <LotteryOpening />;
});
