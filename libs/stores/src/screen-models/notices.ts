import { NoticesStore } from '../notices.store';
import type { ScreenRoot } from '../screen-model';

/** The player notices, kept on the root for the visit; reading one refreshes the unread badges. */
export function noticesStoreOf(root: ScreenRoot): NoticesStore {
  return root.keep(
    'notices',
    () => new NoticesStore({ api: root.api, clock: root.clock, session: root.session, language: root.language, onNoticesRead: () => root.unread.refresh() }),
  );
}
