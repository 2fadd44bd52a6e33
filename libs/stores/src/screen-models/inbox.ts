import { InboxModel } from '../inbox.model';
import type { ScreenRoot } from '../screen-model';

/** The inbox `/m/webEmail` (and `/m/messages`). */
export function inboxModel({ api, ui, unread }: ScreenRoot): InboxModel {
  return new InboxModel({ api, ui, unread });
}
