import { useEffect, useState } from 'react';
import { GameListModel, type GameListSource } from '@gp/stores';
import { useRootStore } from '../../app/store-context';

/**
 * A game list made for this screen (not shared): it loads page 1 when the screen mounts, follows
 * the language while it shows, and drops late answers after the screen goes.
 */
export function useGameList(source: GameListSource): GameListModel {
  const root = useRootStore();
  const [list] = useState(() => new GameListModel({ api: root.api, language: root.language }, source));
  useEffect(() => {
    list.start();
    return () => list.stop();
  }, [list]);
  return list;
}
