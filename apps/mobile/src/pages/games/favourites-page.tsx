import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { pathOf } from '@gp/domain';
import { CategoryTabs } from '@gp/ui';
import { useSessionStore } from '../../app/store-context';
import { routeTitleOf } from '../../routes/route-titles';
import { GameListView } from './game-list-view';
import { GAMES_MESSAGES } from './games-messages';
import { PageBar } from '../../frame/page-bar';
import { useGameList } from './use-game-list';

const Grid = styled.div`
  padding: ${({ theme }) => theme.space.sm};
`;

type FavouritesTab = 'favourites' | 'recent';

/**
 * The player's favourites (/m/fav; members only, guests go to login): paged 9 at a time and
 * appended with 'more games'; a game unstarred here leaves the list. A second tab lists the games
 * played last.
 */
export const FavouritesPage = observer(function FavouritesPage() {
  const session = useSessionStore();
  if (!session.isLoggedIn) return <Navigate to={pathOf('login')} replace />;
  return <MemberFavourites />;
});

const MemberFavourites = observer(function MemberFavourites() {
  const intl = useIntl();
  const title = intl.formatMessage(routeTitleOf('favourites'));
  const [tab, setTab] = useState<FavouritesTab>('favourites');
  const list = useGameList({ kind: 'favourites' });
  const choose = (next: string) => {
    const chosen: FavouritesTab = next === 'recent' ? 'recent' : 'favourites';
    setTab(chosen);
    list.setSource(chosen === 'recent' ? { kind: 'recent' } : { kind: 'favourites' });
  };
  const label = intl.formatMessage(tab === 'recent' ? GAMES_MESSAGES.recent : GAMES_MESSAGES.favourites);
  return (
    <>
      <PageBar title={title} />
      <CategoryTabs
        tabs={[
          { id: 'favourites', label: intl.formatMessage(GAMES_MESSAGES.favourites) },
          { id: 'recent', label: intl.formatMessage(GAMES_MESSAGES.recent) },
        ]}
        selected={tab}
        onSelect={choose}
        label={intl.formatMessage(GAMES_MESSAGES.favouritesLists)}
        panelId="favourites-panel"
      />
      <Grid id="favourites-panel" role="tabpanel" aria-labelledby={`category-tab-${tab}`}>
        <GameListView list={list} label={label} />
      </Grid>
    </>
  );
});
