import { defineMessage, defineMessages } from 'react-intl';

/** The words of the inbox. */
export const INBOX_TEXT = defineMessages({
  list: { id: 'inbox.list', defaultMessage: 'Your messages', description: 'Accessible name of the inbox list' },
  failed: { id: 'inbox.failed', defaultMessage: 'Your messages could not be loaded.', description: 'The inbox failed to load' },
  unread: { id: 'inbox.unread', defaultMessage: 'Unread', description: 'Mark of an inbox message not read yet' },
  readFailed: { id: 'inbox.readFailed', defaultMessage: 'This message could not be opened.', description: 'An inbox message failed to load' },
  delete: { id: 'inbox.delete', defaultMessage: 'Delete', description: 'Button that deletes the inbox message being read' },
  deleteTitle: { id: 'inbox.deleteTitle', defaultMessage: 'Delete this message?', description: 'Title of the dialog that asks before deleting an inbox message' },
  deleteText: { id: 'inbox.deleteText', defaultMessage: 'It will be gone for good.', description: 'Text of the dialog that asks before deleting an inbox message' },
  allMessages: { id: 'inbox.allMessages', defaultMessage: 'All messages', description: 'Link from a message back to the inbox list' },
});

/** How many messages are unread, above the list. */
export const INBOX_UNREAD_TEXT = defineMessage<{ count: number }>({
  id: 'inbox.unreadCount',
  defaultMessage: '{count, plural, =0 {No unread messages} one {# unread message} other {# unread messages}}',
  description: 'Count of unread inbox messages above the list',
});
