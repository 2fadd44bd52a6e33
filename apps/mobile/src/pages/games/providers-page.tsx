import { VendorGamesPage } from './vendor-games-page';

/** /m/providers: a vendor's games of every category (query vassalage), with every vendor to choose from. */
export function ProvidersPage() {
  return <VendorGamesPage allVendorsRow />;
}
