import { observer } from 'mobx-react-lite';
import { Suspense, lazy } from 'react';
import { useRootStore } from '../app/store-context';

const GameViewLayer = lazy(() => import('./game-view-layer').then((m) => ({ default: m.GameViewLayer })));

/**
 * Mounts the game view while a game runs; its code (and the play store's) loads the first time a
 * game opens, so it stays out of the first download.
 */
export const GameViewGate = observer(function GameViewGate() {
  const play = useRootStore().play.current;
  return play?.running ? (
    <Suspense>
      <GameViewLayer play={play} />
    </Suspense>
  ) : null;
});
