import { observer } from 'mobx-react-lite';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Game } from '@gp/api-client';
import { PlayersOnlineDraws, type GameListModel } from '@gp/stores';
import { GameGrid, MoreGames } from '@gp/ui';
import { useSystemStore } from '../../app/store-context';
import { useGamesStore } from './use-games-store';
import { useGameTap } from '../../games/use-game-tap';

/** Props of GameListView. */
export interface GameListViewProps {
  readonly list: GameListModel;
  /** The grid's accessible name. */
  readonly label: string;
  /** Show the 'current / total' indicator and 'more games' (not on one-page lists). */
  readonly paged?: boolean;
  /** The tap came from home (lotteries then close back to home). */
  readonly fromHome?: boolean;
}

/**
 * A screen's game list: the virtualised grid of tiles (tap through `useGameTap`, star through the
 * games store; a guest's star leads to login, an unfavourited tile leaves a favourites list) and
 * the 'current / total' bar with 'more games'.
 */
export const GameListView = observer(function GameListView({ list, label, paged = true, fromHome = false }: GameListViewProps) {
  const games = useGamesStore();
  const navigate = useNavigate();
  const tap = useGameTap({ fromHome });
  const draw = useSystemStore().draw;
  const playersOnline = useMemo(() => new PlayersOnlineDraws(draw), [draw]);
  const favouriteIds = games.favouriteIds;
  const isFavourite = useMemo(() => {
    const held = new Set(favouriteIds);
    return (nodeId: number) => held.has(String(nodeId));
  }, [favouriteIds]);
  const toggleFavourite = useCallback(
    async (game: Game) => {
      const result = await games.toggleFavourite(game);
      if (result.kind === 'login') void navigate(result.path);
      if (result.kind === 'removed') list.dropUnfavourited(game.nodeId);
    },
    [games, list, navigate],
  );
  const onToggleFavourite = useCallback((game: Game) => void toggleFavourite(game), [toggleFavourite]);
  const showMore = paged && list.games.length > 0;
  return (
    <GameGrid
      games={list.games}
      status={list.status}
      label={label}
      onOpen={tap}
      isFavourite={isFavourite}
      onToggleFavourite={onToggleFavourite}
      playersOnlineOf={playersOnline.countOf}
      onRetry={list.retry}
      footer={
        showMore ? (
          <MoreGames
            page={list.page}
            totalPages={list.totalPages}
            disabled={list.moreDisabled}
            loading={list.loadingMore}
            failed={list.errorCode !== null}
            onMore={list.more}
          />
        ) : null
      }
    />
  );
});
