import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  gameCentreView,
  showsSearchBox,
  showsVendorRow,
  showsVendorTiles,
  withSearchText,
  withVendor,
  type GameListFilter,
} from '@gp/domain';
import { SearchBox, VendorIconRow, VendorTileList, type VendorIcon } from '@gp/ui';
import { useCatalogueStore } from '../../app/store-context';
import { useCategoryLabel } from '../../games/category-label';
import { GameListView } from './game-list-view';
import { SEARCH_RESULTS_MESSAGE } from './games-messages';
import { useGameList } from './use-game-list';

const Heading = styled.h2`
  margin: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.sizeMd};
  color: ${({ theme }) => theme.color.text};
`;

const Grid = styled.div`
  padding: 0 ${({ theme }) => theme.space.sm};
`;

/** Props of FilteredGames. */
interface FilteredGamesProps {
  readonly filter: GameListFilter;
  readonly title: string;
  /** Show the title as the section's heading; without it, it only names the section (the screen's bar shows it). */
  readonly heading?: boolean;
}

/** A titled, paged grid of the games a filter names; a new filter goes back to page 1. */
export const FilteredGames = observer(function FilteredGames({ filter, title, heading = true }: FilteredGamesProps) {
  const list = useGameList({ kind: 'games', filter });
  const headingId = useId();
  useEffect(() => list.setFilter(filter), [list, filter]);
  return (
    <section aria-labelledby={heading ? headingId : undefined} aria-label={heading ? undefined : title}>
      {heading ? <Heading id={headingId}>{title}</Heading> : null}
      <Grid>
        <GameListView list={list} label={title} />
      </Grid>
    </section>
  );
});

/** Props of CategoryPanel. */
export interface CategoryPanelProps {
  /** The tab's filter: its category, search text and vendor. */
  readonly filter: GameListFilter;
  readonly onFilter: (filter: GameListFilter) => void;
  /** The image CDN base for vendor images. */
  readonly imageCdn: string;
  /** Show the lobby tab as one list of games (a vendor's screen) instead of leaving it to the lobby blocks. */
  readonly lobbyAsList?: boolean;
  /** The vendors of the icon row when they are not the tab's own (every vendor on the providers screen). */
  readonly vendors?: readonly VendorIcon[];
  /** The list's title when the screen's own bar shows it (a vendor's name); search results keep theirs. */
  readonly title?: string;
}

/**
 * One tab of the game centre (SPEC §2 'Game lobby'): the search box (all, RNG, PVP, FISH, LIVE),
 * the vendor icon row (RNG, PVP, FISH, LIVE), then in the list view the vendor tiles of SPORTS
 * and ELOTT or the game grid with 'more games', in the filter view the search results. The lobby's
 * 'all' view adds its blocks below.
 */
export const CategoryPanel = observer(function CategoryPanel({ filter, onFilter, imageCdn, lobbyAsList = false, vendors: ownVendors, title: ownTitle }: CategoryPanelProps) {
  const intl = useIntl();
  const catalogue = useCatalogueStore();
  const categoryLabel = useCategoryLabel();
  const tab = filter.tab;
  const view = gameCentreView(tab, filter.searchText);
  const vendors = ownVendors ?? catalogue.sorting.find((entry) => entry.gameCategory === tab)?.vendorNames ?? [];
  const vendorRow = ownVendors !== undefined || showsVendorRow(tab);
  const hideGrid = view === 'all' && !lobbyAsList;
  const vendorTiles = view === 'list' && showsVendorTiles(tab) && filter.vendor === null;
  const searching = view === 'filter';
  const title = searching
    ? intl.formatMessage(SEARCH_RESULTS_MESSAGE, { text: filter.searchText.trim() })
    : (ownTitle ?? categoryLabel(tab));
  return (
    <>
      {showsSearchBox(tab) ? <SearchBox value={filter.searchText} onSubmit={(text) => onFilter(withSearchText(filter, text))} /> : null}
      {vendorRow && vendors.length > 0 ? (
        <VendorIconRow vendors={vendors} selected={filter.vendor} onSelect={(vendor) => onFilter(withVendor(filter, vendor))} imageCdn={imageCdn} />
      ) : null}
      {hideGrid ? null : vendorTiles ? (
        <VendorTileList category={tab === 'ELOTT' ? 'ELOTT' : 'SPORTS'} mapping={catalogue.vendorTypes?.vendors ?? {}} imageCdn={imageCdn} />
      ) : (
        <FilteredGames filter={filter} title={title} heading={searching || ownTitle === undefined} />
      )}
    </>
  );
});
