import { observer } from 'mobx-react-lite';
import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LOBBY_TAB, chooseGameCentreTab, showsVendorTiles, type GameCategory } from '@gp/domain';
import { GameGrid, VendorTileList, useHydrated, useNearViewport } from '@gp/ui';
import { useCatalogueStore } from '../../app/store-context';
import { useCategoryLabel } from '../../games/category-label';
import { GameListView } from './game-list-view';
import { GAMES_MESSAGES, VIEW_ALL_OF_MESSAGE } from './games-messages';
import { useGameList } from './use-game-list';

const Block = styled.section`
  padding: ${({ theme }) => theme.space.sm};
`;

const BlockHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.xs};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
`;

const ViewAll = styled.button`
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.accent};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weightBold};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -3px;
  }
`;

/**
 * A category's games once its block comes near the screen; until then placeholder tiles of the
 * same size (the lobby asks for and draws nine lists: only those the player nears are fetched).
 */
function NearBlockGames({ category, label }: { readonly category: GameCategory; readonly label: string }) {
  const [nearRef, near] = useNearViewport();
  return <div ref={nearRef}>{near ? <BlockGames category={category} label={label} /> : <GameGrid games={[]} status="loading" label={label} onOpen={ignoreTap} />}</div>;
}

const ignoreTap = () => undefined;

/** The first page of a category's games, without paging. */
const BlockGames = observer(function BlockGames({ category, label }: { readonly category: GameCategory; readonly label: string }) {
  const filter = useMemo(() => chooseGameCentreTab(category), [category]);
  const list = useGameList({ kind: 'games', filter });
  return <GameListView list={list} label={label} paged={false} />;
});

/** Props of LobbyBlocks. */
export interface LobbyBlocksProps {
  readonly tabs: readonly GameCategory[];
  readonly imageCdn: string;
  readonly onViewAll: (category: GameCategory) => void;
}

/**
 * The game centre's 'all' view (SPEC §2 'Game lobby'): one block per category with its first
 * games (vendor tiles for SPORTS and ELOTT) and a view-all link to its tab.
 */
export const LobbyBlocks = observer(function LobbyBlocks({ tabs, imageCdn, onViewAll }: LobbyBlocksProps) {
  const categoryLabel = useCategoryLabel();
  return (
    <>
      {tabs
        .filter((tab) => tab !== LOBBY_TAB)
        .map((category) => (
          <LobbyBlock key={category} category={category} label={categoryLabel(category)} imageCdn={imageCdn} onViewAll={onViewAll} />
        ))}
    </>
  );
});

interface LobbyBlockProps {
  readonly category: GameCategory;
  readonly label: string;
  readonly imageCdn: string;
  readonly onViewAll: (category: GameCategory) => void;
}

const LobbyBlock = observer(function LobbyBlock({ category, label, imageCdn, onViewAll }: LobbyBlockProps) {
  const intl = useIntl();
  const catalogue = useCatalogueStore();
  const headingId = useId();
  const live = useHydrated();
  return (
    <Block aria-labelledby={headingId} data-lobby-block={category}>
      <BlockHead>
        <h2 id={headingId}>{label}</h2>
        <ViewAll type="button" aria-label={intl.formatMessage(VIEW_ALL_OF_MESSAGE, { category: label })} onClick={() => onViewAll(category)} disabled={!live}>
          {intl.formatMessage(GAMES_MESSAGES.viewAll)}
        </ViewAll>
      </BlockHead>
      {showsVendorTiles(category) ? (
        <VendorTileList category={category === 'ELOTT' ? 'ELOTT' : 'SPORTS'} mapping={catalogue.vendorTypes?.vendors ?? {}} imageCdn={imageCdn} />
      ) : (
        <NearBlockGames category={category} label={label} />
      )}
    </Block>
  );
});
