import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathOf } from '@gp/domain';
import { useRootStore } from '../app/store-context';
import { RealityCheckDialog } from './reality-check-dialog';

/**
 * The reality check over a cash lottery's frame (issue 20): the play store watches the frame while
 * it shows (the minute calls that count play time, a check every few minutes); Stop playing and
 * the play-time limit leave for `closePath`, See my history for the game records.
 */
export const LotteryRealityCheck = observer(function LotteryRealityCheck({ closePath }: { readonly closePath: string }) {
  const play = useRootStore().play;
  const navigate = useNavigate();
  useEffect(() => {
    let stop: (() => void) | null = null;
    let gone = false;
    const leave = () => void navigate(closePath, { replace: true });
    void play.load().then((store) => {
      if (!gone) stop = store.watchLottery(leave);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [play, navigate, closePath]);
  const watch = play.current?.watch ?? null;
  const check = watch?.due ?? null;
  if (check === null) return null;
  return (
    <RealityCheckDialog
      check={check}
      onKeepPlaying={() => watch?.keepPlaying()}
      onHistory={() => void navigate(pathOf('gameRecord'), { replace: true })}
      onStop={() => void navigate(closePath, { replace: true })}
    />
  );
});
