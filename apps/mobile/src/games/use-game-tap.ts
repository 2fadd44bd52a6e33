import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Game } from '@gp/api-client';
import { TIMINGS, decideGameTap, pathOf } from '@gp/domain';
import { gameRecordOf } from '@gp/stores';
import { useCatalogueStore, usePlayStore, useSessionStore, useUiStore } from '../app/store-context';

/**
 * What a tap on a game tile does (SPEC §4 'Game tap', domain `decideGameTap`): a guest goes to
 * login; lotteries open `/m/launchGame` with their query; a vendor-list item opens its game list;
 * any other game is launched by the play store into the full-screen game view (a trial account
 * is refused a game without free play there, with the spec's message). `fromHome` makes closing a
 * lottery return to home. The returned function is stable while the stores are.
 */
export function useGameTap(options?: { readonly fromHome?: boolean }): (game: Game) => void {
  const navigate = useNavigate();
  const session = useSessionStore();
  const catalogue = useCatalogueStore();
  const play = usePlayStore();
  const ui = useUiStore();
  const fromHome = options?.fromHome === true;
  return useCallback(
    (game: Game) => {
      const decision = decideGameTap(gameRecordOf(game), {
        signedIn: session.isLoggedIn,
        vendorMapping: catalogue.vendorMapping,
        fromHome,
      });
      switch (decision.kind) {
        case 'login':
          void navigate(decision.path);
          return;
        case 'launch':
          // The loading overlay covers the launch call (at most as long as a frame may take to load).
          void ui.withLoading(null, TIMINGS.gameFrameTimeoutMs, () => play.launch(game)).then((outcome) => {
            if (outcome.kind === 'sessionEnded') void navigate(pathOf('login'));
          });
          return;
        default:
          void navigate(decision.href);
      }
    },
    [navigate, session, catalogue, play, ui, fromHome],
  );
}
