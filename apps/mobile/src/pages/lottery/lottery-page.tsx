import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { lotteryCloseTarget, lottoFrameUrl, parseLotteryLauncherQuery, pathOf } from '@gp/domain';
import { useSessionStore, useSystemStore } from '../../app/store-context';
import { LotteryRealityCheck } from '../../games/lottery-reality-check';
import { handedCashPlayOf, ticketOf } from './lotto-address';
import { LotteryFrame, LotteryOpening, LotteryProblem } from './lottery-frame';
import { useLotteryLaunch, type LotterySource } from './use-lottery-launch';

/**
 * The lottery launcher `/m/lottery` (SPEC §2): reads mui, playType, gameId, prize_mode and
 * pageBack, and embeds the lotto-h5 frame with the game ticket as token, the merchant, its style
 * sheet and the prize mode. The ticket comes from `/m/launchGame` (history state) or, when the
 * launcher is opened directly, from the platform's launch call. Over a cash lottery the reality
 * check comes every few minutes of play, and today's play-time limit leaves the page (issue 20).
 * Guests go to login.
 */
export const LotteryPage = observer(function LotteryPage() {
  const location = useLocation();
  const session = useSessionStore();
  const system = useSystemStore();
  const query = useMemo(() => parseLotteryLauncherQuery(location.search), [location.search]);
  const handedTicket = ticketOf(location.state);
  const source = useMemo<LotterySource | null>(
    () => (query && handedTicket === null ? { kind: 'lookup', gameId: query.gameId, playType: query.playType } : null),
    [query, handedTicket],
  );
  const launch = useLotteryLaunch(session.isLoggedIn ? source : null, location.search);

  if (!session.isLoggedIn) return <Navigate to={pathOf('login')} replace />;
  const close = lotteryCloseTarget(query?.pageBack ?? false);
  if (!query || launch.kind === 'failed') return <LotteryProblem closePath={close.path} onRetry={launch.kind === 'failed' ? launch.retry : undefined} />;
  const token = handedTicket ?? (launch.kind === 'opened' ? launch.address.token : null);
  const merchantCode = system.merchantCode ?? (launch.kind === 'opened' ? launch.address.merchant : null);
  if (token === null || merchantCode === null) return <LotteryOpening />;
  const src = lottoFrameUrl({
    mui: query.mui,
    playType: query.playType,
    gameId: query.gameId,
    ...(query.prizeMode === undefined ? {} : { prizeMode: query.prizeMode }),
    token,
    merchantCode,
  });
  const cashPlay = handedTicket !== null ? handedCashPlayOf(location.state) : launch.kind === 'opened' && !launch.freePlay;
  return (
    <LotteryFrame src={src} closePath={close.path}>
      {cashPlay ? <LotteryRealityCheck closePath={close.path} /> : null}
    </LotteryFrame>
  );
});
