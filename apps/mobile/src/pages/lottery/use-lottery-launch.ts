import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathOf } from '@gp/domain';
import type { LaunchOutcome, LotteryTarget } from '@gp/stores';
import { usePlayStore } from '../../app/store-context';
import { readLottoAddress, type LottoAddress } from './lotto-address';

/** Where opening a lottery stands. */
export type LotteryLaunchState =
  | { readonly kind: 'pending' }
  | { readonly kind: 'opened'; readonly address: LottoAddress }
  /** Refused or failed: the play store has shown why. */
  | { readonly kind: 'failed' };

/**
 * Opens a lottery once per target (by its key) through the play store: the answer's lotto-h5
 * address with its ticket, or a failure (already shown as a toast). A session that ended on the
 * way goes to login. `target` null opens nothing (a guest, a ticket already in hand, a bad query).
 */
export function useLotteryLaunch(target: LotteryTarget | null, key: string): LotteryLaunchState {
  const play = usePlayStore();
  const navigate = useNavigate();
  const [state, setState] = useState<{ readonly key: string; readonly value: LotteryLaunchState } | null>(null);
  const started = useRef<string | null>(null);
  const wanted = target === null ? null : key;

  useEffect(() => {
    if (target === null || started.current === key) return;
    // Once per key: a second run of this effect (React's development checks) must not launch twice.
    started.current = key;
    void play.openLottery(target).then((outcome: LaunchOutcome) => {
      if (outcome.kind === 'sessionEnded') void navigate(pathOf('login'), { replace: true });
      const address = outcome.kind === 'opened' ? readLottoAddress(outcome.launch.url, window.location.href) : null;
      setState({ key, value: address ? { kind: 'opened', address } : { kind: 'failed' } });
    });
  }, [play, navigate, target, key]);

  return state !== null && state.key === wanted ? state.value : { kind: 'pending' };
}
