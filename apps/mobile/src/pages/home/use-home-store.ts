import { homeStoreOf, type HomeStore } from '@gp/stores';
import { useRootStore } from '../../app/store-context';

/** Home's store (banners and notices, winners board, game rows, vendor tiles), built with the home page's code; the home page starts and stops it. */
export function useHomeStore(): HomeStore {
  return homeStoreOf(useRootStore());
}
