import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Game } from '@gp/api-client';
import { TIMINGS, decideGameTap, pathOf } from '@gp/domain';
import { gameRecordOf, gameViewTitleOf } from '@gp/stores';
import { useCatalogueStore, useRootStore, useSessionStore, useUiStore } from '../app/store-context';
import { lotteryHandoff } from './lottery-handoff';

/**
 * What a tap on a game tile does: the domain's `decideGameTap` decides it completely (SPEC §4
 * 'Game tap', §6), and this carries the decision out. A guest goes to login; a trial account's
 * refusal is shown; a lottery opens `/m/launchGame` with its query and hands it the decided launch
 * (the query stays for deep links); a vendor-list item opens its game list; any other game is
 * launched by the play store (its code loaded on the first tap) with the decided request into the full-screen game view, and a session
 * that ended on the way goes to login. `fromHome` makes closing a lottery return to home. The
 * returned function is stable while the stores are.
 */
export function useGameTap(options?: { readonly fromHome?: boolean }): (game: Game) => void {
  const navigate = useNavigate();
  const session = useSessionStore();
  const catalogue = useCatalogueStore();
  const play = useRootStore().play;
  const ui = useUiStore();
  const fromHome = options?.fromHome === true;
  return useCallback(
    (game: Game) => {
      // The play store's code comes with the first tap; without a connection it cannot, and says so.
      const loadPlay = () =>
        play.load().catch(() => {
          ui.toast({ id: 'error.network' }, { duration: 'short', kind: 'error' });
          return null;
        });
      const decision = decideGameTap(gameRecordOf(game), { role: session.role, vendorMapping: catalogue.vendorMapping, fromHome });
      switch (decision.kind) {
        case 'login':
          void navigate(decision.path);
          return;
        case 'refuse':
          ui.refuse(decision.messageId, decision.durationMs);
          return;
        case 'navigate':
          void navigate(decision.href, decision.target === 'game-list' ? undefined : { state: lotteryHandoff(decision.launch) });
          return;
        case 'launch':
          // The loading overlay covers the play store's code and the launch call (at most as long as a frame may take to load).
          void ui.withLoading(null, TIMINGS.gameFrameTimeoutMs, async () => (await loadPlay())?.launch(decision.launch, gameViewTitleOf(game))).then((outcome) => {
            if (outcome?.kind === 'sessionEnded') void navigate(pathOf('login'));
          });
      }
    },
    [navigate, session, catalogue, play, ui, fromHome],
  );
}
