import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { LoadFailed } from '@gp/ui';
import { useCatalogueStore } from '../app/store-context';
import { contentMessages } from './content-messages';

/**
 * The game categories (the catalogue outline that home's sections and the game centre's tabs come
 * from) when they could not be loaded and none are cached: what failed and Try again, in place of
 * sections that would otherwise be silently missing. Nothing while they load or once they are in.
 */
export const CatalogueError = observer(function CatalogueError() {
  const intl = useIntl();
  const catalogue = useCatalogueStore();
  if (catalogue.vendorTypesResource.status !== 'failed' || catalogue.sorting.length > 0) return null;
  return <LoadFailed size="section" title={intl.formatMessage(contentMessages.catalogueFailed)} onRetry={() => void catalogue.load()} />;
});
