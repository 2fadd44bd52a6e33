import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSearchParams } from 'react-router-dom';
import {
  LOBBY_TAB,
  chooseGameCentreTab,
  gameCentreTabs,
  gameCentreView,
  initialGameCentreTab,
  type GameListFilter,
} from '@gp/domain';
import { CategoryTabs } from '@gp/ui';
import { useCatalogueStore, useHomeContent, useLanguageStore, useSystemStore } from '../../app/store-context';
import { CatalogueError } from '../../content/catalogue-error';
import { TopBanners } from '../../content/content-banners';
import { CategoryPanel } from './category-panel';
import { useCategoryLabel } from '../../games/category-label';
import { GAMES_MESSAGES } from './games-messages';
import { LobbyBlocks } from './lobby-blocks';

/** The query parameter that names the game centre's category (hot opens the lobby). */
export const GAME_CENTRE_CATEGORY_PARAM = 'type';

/** Room around a block above the tabs' content (the banners, the categories' failure); none when empty. */
const Slot = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm} 0;
  &:empty {
    display: none;
  }
`;

/**
 * The game centre (SPEC §2 'Game lobby / game centre', /m/gameCenter and /m/game): the m_home
 * banners, then the tab menu ('all games', then the merchant's categories), opened on the query's
 * category; each tab clears the search and vendor; the lobby shows one block per category, a
 * category its list, a search its results.
 */
export const GameCentrePage = observer(function GameCentrePage() {
  const intl = useIntl();
  const catalogue = useCatalogueStore();
  const system = useSystemStore();
  const content = useHomeContent();
  const languageVersion = useLanguageStore().languageVersion;
  // The game-centre page uses banner group m_home (SPEC §2), in the language in use.
  useEffect(() => content.ensure(), [content, languageVersion]);
  const categoryLabel = useCategoryLabel();
  const [params, setParams] = useSearchParams();
  const [imageCdn] = useState(() => system.pickImageCdn('game centre'));
  const tabs = gameCentreTabs({ sorting: catalogue.sorting, hasLocalGames: false });
  const queried = params.get(GAME_CENTRE_CATEGORY_PARAM) ?? params.get('gameType');
  const tab = initialGameCentreTab(queried, catalogue.sorting.length > 0 ? tabs : undefined);
  const [filter, setFilter] = useState<GameListFilter>(() => chooseGameCentreTab(tab));
  // A tab change (tap, or back and forward through the query) starts from a clean filter.
  const current = useMemo(() => (filter.tab === tab ? filter : chooseGameCentreTab(tab)), [filter, tab]);

  const chooseTab = useCallback(
    (next: string) => {
      const category = initialGameCentreTab(next, tabs);
      setFilter(chooseGameCentreTab(category));
      setParams(category === LOBBY_TAB ? {} : { [GAME_CENTRE_CATEGORY_PARAM]: category }, { replace: true });
    },
    [tabs, setParams],
  );

  const view = gameCentreView(tab, current.searchText);
  return (
    <>
      <Slot>
        <TopBanners />
      </Slot>
      <CategoryTabs
        tabs={tabs.map((id) => ({ id, label: categoryLabel(id) }))}
        selected={tab}
        onSelect={chooseTab}
        label={intl.formatMessage(GAMES_MESSAGES.categories)}
        panelId="game-centre-panel"
      />
      <div id="game-centre-panel" role="tabpanel" aria-labelledby={`category-tab-${tab}`}>
        <Slot>
          <CatalogueError />
        </Slot>
        <CategoryPanel filter={current} onFilter={setFilter} imageCdn={imageCdn} />
        {view === 'all' ? <LobbyBlocks tabs={tabs} imageCdn={imageCdn} onViewAll={chooseTab} /> : null}
      </div>
    </>
  );
});
