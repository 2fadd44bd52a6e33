import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { pathOf } from '@gp/domain';
import type { PlayStore } from '@gp/stores';
import { GameView } from '@gp/ui';
import { RealityCheckDialog } from './reality-check-dialog';

/** Props of GameViewLayer. */
export interface GameViewLayerProps {
  /** The play store, built by the first game tap. */
  readonly play: PlayStore;
}

/**
 * The game the play store is running, full screen over any route. Closing (the corner button,
 * the new-window offer's way back or Escape) clears it and refreshes the balance; focus goes back
 * to the tile that opened it. Over a cash game, the reality check comes every few minutes of play
 * (issue 20); when today's play-time limit is reached the play store closes the game.
 */
export const GameViewLayer = observer(function GameViewLayer({ play }: GameViewLayerProps) {
  const navigate = useNavigate();
  const running = play.running;
  const check = play.watch?.due ?? null;
  if (!running) return null;
  return (
    <GameView key={running.url} title={running.title} url={running.url} onClose={play.close}>
      {check ? (
        <RealityCheckDialog
          check={check}
          onKeepPlaying={() => play.watch?.keepPlaying()}
          onHistory={() => {
            play.close();
            void navigate(pathOf('gameRecord'));
          }}
          onStop={play.close}
        />
      ) : null}
    </GameView>
  );
});
