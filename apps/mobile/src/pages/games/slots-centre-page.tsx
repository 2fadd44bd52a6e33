import { VendorGamesPage } from './vendor-games-page';

/** /m/slotsCenter: the slots (RNG) with their search box and vendor row, under the frame's header. */
export function SlotsCentrePage() {
  return <VendorGamesPage category="RNG" ownBar={false} />;
}
