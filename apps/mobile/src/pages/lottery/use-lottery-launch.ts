import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { decideGameTap, isRetryableFailure, pathOf, type GameLaunchRequest, type LottoPlayType, type Role, type VendorMapping } from '@gp/domain';
import type { PlayStore, UiStore } from '@gp/stores';
import { useCatalogueStore, useRootStore, useSessionStore, useUiStore } from '../../app/store-context';
import { readLottoAddress, type LottoAddress } from './lotto-address';

/** Where opening a lottery stands. */
export type LotteryLaunchState =
  | { readonly kind: 'pending' }
  | { readonly kind: 'opened'; readonly address: LottoAddress; readonly freePlay: boolean }
  /** Refused or failed: the play store has shown why (or its code did not come); `retry` when trying again may work (no connection, the platform failed). */
  | { readonly kind: 'failed'; readonly retry?: () => void };

/**
 * Which lottery to open: the launch an in-app tap decided (or a deep link's launch by code), or a
 * deep link's game id to look up in the lottery list and decide on.
 */
export type LotterySource =
  | { readonly kind: 'decided'; readonly launch: GameLaunchRequest }
  | { readonly kind: 'lookup'; readonly gameId: string; readonly gameGroupId?: string; readonly playType?: LottoPlayType };

/** What deciding a looked-up lottery needs: the player's role, the vendor mapping, and the ui to refuse with. */
interface LaunchContext {
  readonly role: Role;
  readonly vendorMapping: VendorMapping;
  readonly ui: Pick<UiStore, 'refuse'>;
}

/**
 * The launch a source asks for: as decided, or the looked-up lottery decided by the domain's game
 * tap (a trial account's refusal shown), in the play type the link asked for; null when there is none.
 */
async function launchOf(source: LotterySource, play: PlayStore, context: LaunchContext): Promise<GameLaunchRequest | null> {
  if (source.kind === 'decided') return source.launch;
  const game = await play.findLottery(source.gameId, source.gameGroupId);
  if (game === null) return null;
  const decision = decideGameTap(game, context);
  if (decision.kind === 'refuse') context.ui.refuse(decision.messageId, decision.durationMs);
  if (decision.kind !== 'navigate' || decision.target === 'game-list') return null;
  return { ...decision.launch, ...(source.playType === undefined ? {} : { playType: source.playType }) };
}

/**
 * Opens a lottery once per source (by its key) through the play store: the answer's lotto-h5
 * address with its ticket, or a failure (already shown as a toast). A session that ended on the
 * way goes to login. `source` null opens nothing (a guest, a ticket already in hand, a bad query).
 */
export function useLotteryLaunch(source: LotterySource | null, key: string): LotteryLaunchState {
  const play = useRootStore().play;
  const session = useSessionStore();
  const catalogue = useCatalogueStore();
  const ui = useUiStore();
  const navigate = useNavigate();
  const [state, setState] = useState<{ readonly key: string; readonly value: LotteryLaunchState } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef<string | null>(null);
  const attemptKey = `${key}#${attempt}`;
  const wanted = source === null ? null : attemptKey;

  useEffect(() => {
    if (source === null || started.current === attemptKey) return;
    // Once per key and attempt: a second run of this effect (React's development checks) must not launch twice.
    started.current = attemptKey;
    const context = { role: session.role, vendorMapping: catalogue.vendorMapping, ui };
    const retry = () => setAttempt((count) => count + 1);
    void play
      .load()
      .then(async (store) => {
        const launch = await launchOf(source, store, context);
        const outcome = launch === null ? null : await store.openLottery(launch);
        if (outcome?.kind === 'sessionEnded') void navigate(pathOf('login'), { replace: true });
        const address = outcome?.kind === 'opened' ? readLottoAddress(outcome.launch.url, window.location.href) : null;
        const retryable = outcome?.kind === 'failed' && isRetryableFailure(outcome.code);
        const failed: LotteryLaunchState = retryable ? { kind: 'failed', retry } : { kind: 'failed' };
        const freePlay = outcome?.kind === 'opened' ? outcome.launch.freePlay : true;
        setState({ key: attemptKey, value: address ? { kind: 'opened', address, freePlay } : failed });
      })
      // The play store's code did not come (no connection): trying again may work.
      .catch(() => setState({ key: attemptKey, value: { kind: 'failed', retry } }));
  }, [play, session, catalogue, ui, navigate, source, attemptKey]);

  return state !== null && state.key === wanted ? state.value : { kind: 'pending' };
}
