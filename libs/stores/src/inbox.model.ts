import { makeAutoObservable, runInAction } from 'mobx';
import { MODULE_IDS, errorMessageIdOf, type MessageId } from '@gp/domain';
import { deleteInboxMessage, getInboxMessage, isPlatformError, listInbox, type InboxMessage, type InboxMessageSummary, type PlatformClient } from '@gp/api-client';
import { RecordList } from './record-list';
import { endsTheSession } from './session-ending';
import type { UiMessage } from './ui.store';

/** Collaborators of the inbox. */
export interface InboxDeps {
  readonly api: PlatformClient;
  readonly ui: { toast(message: UiMessage<MessageId>, options?: { readonly kind?: 'info' | 'success' | 'error' }): number };
  /** The unread badges, refreshed after a message is read or deleted. */
  readonly unread: { refresh(): void };
}

/** Inbox messages per page as the player scrolls. */
export const INBOX_PAGE_SIZE = 20;

/** What came with a page: the inbox's unread count. */
export interface InboxSummary {
  readonly unreadCount: number;
}

/**
 * The member's inbox `/m/webEmail` (SPEC §2, §6, §7 INBOX3): messages newest first, loading more
 * as one scrolls; opening one reads it in full (the platform marks it read) and the unread count
 * and badges follow; deleting one (after the screen's confirmation) takes it out of the list.
 */
export class InboxModel {
  readonly list: RecordList<InboxMessageSummary, InboxSummary>;
  /** The message being read, or null. */
  message: InboxMessage | null = null;
  /** Reading `openId` is on its way, or failed with that error code. */
  reading: { readonly id: number; readonly errorCode: string | null } | null = null;
  /** The message whose delete is on its way, or null. */
  deleting: number | null = null;

  constructor(private readonly deps: InboxDeps) {
    this.list = new RecordList(async (pageNo) => {
      const page = await listInbox(deps.api, { pageNo, pageSize: INBOX_PAGE_SIZE, moduleId: MODULE_IDS.inbox });
      return { items: page.messages, totalPages: page.page.totalPages, extra: { unreadCount: page.totalUnreadCount } };
    }, { unreadCount: 0 });
    makeAutoObservable<InboxModel, 'deps'>(this, { deps: false, list: false }, { autoBind: true });
  }

  /** Loads page 1. */
  start(): void {
    this.list.reload();
  }

  /** Drops answers still on their way. */
  stop(): void {
    this.list.cancel();
  }

  /** Reads a message in full (null closes it); the platform marks it read, and so does the list. */
  async open(id: number | null): Promise<void> {
    if (id === null || this.message?.id === id) {
      if (id === null) this.message = null;
      return;
    }
    this.message = null;
    this.reading = { id, errorCode: null };
    try {
      const message = await getInboxMessage(this.deps.api, { messageId: id, moduleId: MODULE_IDS.inbox });
      // Another message was opened meanwhile: this answer no longer applies.
      if (this.reading?.id !== id) return;
      const wasUnread = this.list.items.some((item) => item.id === id && !item.read);
      const shownRead = this.list.items.some((item) => item.id === id && item.read);
      runInAction(() => {
        this.message = message;
        this.reading = null;
        this.list.update(
          (item) => (item.id === id ? { ...item, read: true } : item),
          (extra) => ({ unreadCount: Math.max(0, extra.unreadCount - (wasUnread ? 1 : 0)) }),
        );
      });
      // The platform marked it read; unless the list already showed it read, the badges change.
      if (!shownRead) this.deps.unread.refresh();
    } catch (error) {
      runInAction(() => {
        if (this.reading?.id === id) this.reading = { id, errorCode: isPlatformError(error) ? error.code : 'UNKNOWN' };
      });
    }
  }

  /** Deletes a message (the screen asked first): out of the list, closed if open; says so, or why not. */
  async remove(id: number): Promise<boolean> {
    if (this.deleting !== null) return false;
    this.deleting = id;
    const wasUnread = this.list.items.some((item) => item.id === id && !item.read);
    try {
      await deleteInboxMessage(this.deps.api, { messageId: id, moduleId: MODULE_IDS.inbox });
      runInAction(() => {
        if (this.message?.id === id) this.message = null;
        this.list.remove(
          (item) => item.id === id,
          (extra) => ({ unreadCount: Math.max(0, extra.unreadCount - (wasUnread ? 1 : 0)) }),
        );
      });
      this.deps.ui.toast({ id: 'inbox.deleted' }, { kind: 'success' });
      this.deps.unread.refresh();
      return true;
    } catch (error) {
      if (!endsTheSession(error)) this.deps.ui.toast({ id: errorMessageIdOf(isPlatformError(error) ? error.code : null) }, { kind: 'error' });
      return false;
    } finally {
      runInAction(() => (this.deleting = null));
    }
  }
}
