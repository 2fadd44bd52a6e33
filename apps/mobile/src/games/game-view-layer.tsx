import { observer } from 'mobx-react-lite';
import type { PlayStore } from '@gp/stores';
import { GameView } from '@gp/ui';

/** Props of GameViewLayer. */
export interface GameViewLayerProps {
  /** The play store, built by the first game tap. */
  readonly play: PlayStore;
}

/**
 * The game the play store is running, full screen over any route. Closing (the corner button,
 * the new-window offer's way back or Escape) clears it and refreshes the balance; focus goes back
 * to the tile that opened it.
 */
export const GameViewLayer = observer(function GameViewLayer({ play }: GameViewLayerProps) {
  const running = play.running;
  return running ? <GameView key={running.url} title={running.title} url={running.url} onClose={play.close} /> : null;
});
