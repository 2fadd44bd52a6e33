import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { HomeGameCategory, HomeVendorCategory } from '@gp/stores';
import { GameRow, GameRowHeader, GameRowSkeleton, VendorTiles, useNearViewport } from '@gp/ui';
import { useHomeStore } from './use-home-store';
import { useGameTap } from '../../games/use-game-tap';
import { sectionTitles } from './home-messages';
import { SectionError } from '../../content/section-state';
import { gameCentreHref, vendorGameListHref } from '@gp/domain';

/**
 * One game row of home: skeleton while loading or still far below the screen (a row of 30 tiles
 * is drawn only as the player scrolls near it), retry on failure, hidden when empty.
 */
const HomeGameSection = observer(function HomeGameSection({ category }: { readonly category: HomeGameCategory }) {
  const intl = useIntl();
  const [nearRef, near] = useNearViewport();
  const title = intl.formatMessage(sectionTitles[category]);
  return (
    <NearSlot ref={nearRef}>
      {near ? <HomeGameRow category={category} title={title} /> : <GameRowSkeleton title={title} viewAllTo={gameCentreHref(category)} />}
    </NearSlot>
  );
});

/** Holds a row's place for the near-screen watch; takes no room once its row turned out empty. */
const NearSlot = styled.div`
  &:empty {
    display: none;
  }
`;

/** A row's content once near the screen. */
const HomeGameRow = observer(function HomeGameRow({ category, title }: { readonly category: HomeGameCategory; readonly title: string }) {
  const home = useHomeStore();
  const tap = useGameTap({ fromHome: true });
  const headingId = useId();
  const part = home.gamesOf(category);
  const viewAllTo = gameCentreHref(category);
  if (part.pending) return <GameRowSkeleton title={title} viewAllTo={viewAllTo} />;
  if (part.status === 'failed') {
    return (
      <section aria-labelledby={headingId}>
        <GameRowHeader title={title} viewAllTo={viewAllTo} headingId={headingId} />
        <SectionError section={title} onRetry={part.load} />
      </section>
    );
  }
  const open = (nodeId: number) => {
    const game = part.value.find((item) => item.nodeId === nodeId);
    if (game) tap(game);
  };
  return (
    <GameRow
      title={title}
      viewAllTo={viewAllTo}
      games={part.value}
      onOpen={open}
      playersOnline={home.playersOnline}
    />
  );
});

/** The vendor tiles of SPORTS or ELOTT, each opening the vendor's game list; hidden without vendors. */
const HomeVendorSection = observer(function HomeVendorSection({ category }: { readonly category: HomeVendorCategory }) {
  const intl = useIntl();
  const home = useHomeStore();
  return (
    <VendorTiles
      title={intl.formatMessage(sectionTitles[category])}
      viewAllTo={gameCentreHref(category)}
      vendors={home.vendorTilesOf(category)}
      linkOf={(vendorCode) => vendorGameListHref(category, vendorCode)}
    />
  );
});

/** Every game section the merchant offers, in home order. */
export const HomeGameSections = observer(function HomeGameSections() {
  const home = useHomeStore();
  return (
    <>
      {home.sections.map((section) =>
        section.kind === 'games' ? (
          <HomeGameSection key={section.category} category={section.category} />
        ) : (
          <HomeVendorSection key={section.category} category={section.category} />
        ),
      )}
    </>
  );
});
