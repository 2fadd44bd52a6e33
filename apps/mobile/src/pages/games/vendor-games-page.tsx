import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { LOBBY_TAB, chooseGameCentreTab, initialGameCentreTab, withVendor, type GameCategory, type GameListFilter } from '@gp/domain';
import type { VendorIcon } from '@gp/ui';
import { useCatalogueStore, useSystemStore } from '../../app/store-context';
import { CategoryPanel } from './category-panel';
import { useCategoryLabel } from '../../games/category-label';
import { GAMES_MESSAGES } from './games-messages';
import { PageBar } from '../../frame/page-bar';

/** Props of VendorGamesPage. */
export interface VendorGamesPageProps {
  /** The category when the query names none (RNG for the slots centre). */
  readonly category?: GameCategory;
  /** Read the category from the `gameType` query (the game list screen). */
  readonly categoryFromQuery?: boolean;
  /** Show the screen's own top bar (screens the frame shows without a header). */
  readonly ownBar?: boolean;
  /** Offer every vendor of the merchant in the icon row (the providers screen). */
  readonly allVendorsRow?: boolean;
}

/**
 * A category's games narrowed to a vendor: /m/gameList?gameType=..&vassalage=.., /m/providers
 * (query vassalage, every category) and /m/slotsCenter (RNG). The search box and vendor row
 * appear where the category has them; changing either goes back to page 1.
 */
export const VendorGamesPage = observer(function VendorGamesPage({
  category = LOBBY_TAB,
  categoryFromQuery = false,
  ownBar = true,
  allVendorsRow = false,
}: VendorGamesPageProps) {
  const intl = useIntl();
  const catalogue = useCatalogueStore();
  const system = useSystemStore();
  const categoryLabel = useCategoryLabel();
  const [params] = useSearchParams();
  const [imageCdn] = useState(() => system.pickImageCdn('vendor games'));
  const tab = categoryFromQuery ? initialGameCentreTab(params.get('gameType') ?? category) : category;
  const vendor = params.get('vassalage')?.trim() || null;
  const initial = useMemo(() => withVendor(chooseGameCentreTab(tab), vendor), [tab, vendor]);
  const [filter, setFilter] = useState<GameListFilter>(initial);
  // Another category or vendor in the address (a new vendor tile tapped) starts from its filter.
  useEffect(() => setFilter(initial), [initial]);
  const current = filter.tab === initial.tab ? filter : initial;
  const allVendors = useMemo(() => {
    const seen = new Map<string, VendorIcon>();
    for (const vendorName of catalogue.sorting.flatMap((entry) => entry.vendorNames)) {
      if (!seen.has(vendorName.vassalage)) seen.set(vendorName.vassalage, vendorName);
    }
    return [...seen.values()];
  }, [catalogue.sorting]);
  const chosen = current.vendor;
  const vendorName = chosen ? (allVendors.find((entry) => entry.vassalage === chosen)?.displayName ?? chosen) : null;
  const title = vendorName ?? (tab === LOBBY_TAB && !categoryFromQuery ? intl.formatMessage(GAMES_MESSAGES.providers) : categoryLabel(tab));
  return (
    <>
      {ownBar ? <PageBar title={title} /> : null}
      <CategoryPanel filter={current} onFilter={setFilter} imageCdn={imageCdn} lobbyAsList
        vendors={allVendorsRow ? allVendors : undefined}
        title={ownBar ? title : undefined}
      />
    </>
  );
});
