import { observer } from 'mobx-react-lite';
import { GameView } from '@gp/ui';
import { usePlayStore } from '../app/store-context';

/**
 * The game the play store is running, full screen over any route. Closing (the corner button,
 * the new-window offer's way back or Escape) clears it and refreshes the balance; focus goes back
 * to the tile that opened it.
 */
export const GameViewLayer = observer(function GameViewLayer() {
  const play = usePlayStore();
  const running = play.running;
  return running ? <GameView key={running.url} title={running.title} url={running.url} onClose={play.close} /> : null;
});
