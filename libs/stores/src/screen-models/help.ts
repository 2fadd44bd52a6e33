import { HelpStore } from '../help.store';
import type { ScreenRoot } from '../screen-model';

/** The help centre's topics, kept on the root so that `/m/help` and `/m/helpDetail` share one answer. */
export function helpStoreOf(root: ScreenRoot): HelpStore {
  return root.keep('help', () => new HelpStore({ api: root.api, language: root.language }));
}
