import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isGameCategory } from '@gp/domain';
import { useCatalogueStore } from '../app/store-context';
import { CATEGORY_MESSAGES } from './category-messages';

/** Names a category in the player's language; the platform's name (accountTypeName) for one the app has no name for. */
export function useCategoryLabel(): (category: string) => string {
  const intl = useIntl();
  const catalogue = useCatalogueStore();
  return useCallback(
    (category: string) => {
      const message = isGameCategory(category) ? CATEGORY_MESSAGES[category] : undefined;
      if (message) return intl.formatMessage(message);
      return catalogue.sorting.find((entry) => entry.gameCategory === category)?.accountTypeName ?? category;
    },
    [intl, catalogue],
  );
}
