import { defineMessage, defineMessages } from 'react-intl';

/** The words of the announcements screen. */
export const NOTICE_TEXT = defineMessages({
  list: { id: 'notice.list', defaultMessage: 'Announcements', description: 'Accessible name of the list of announcements' },
  unread: { id: 'notice.unread', defaultMessage: 'Unread', description: 'Mark of an announcement not read yet' },
  empty: { id: 'notice.empty', defaultMessage: 'No announcements yet.', description: 'There are no announcements' },
  failed: { id: 'notice.failed', defaultMessage: 'The announcements could not be loaded.', description: 'The announcements failed to load' },
});

/** How many announcements are unread. */
export const NOTICE_UNREAD_TEXT = defineMessage<{ count: number }>({
  id: 'notice.unreadCount',
  defaultMessage: '{count, plural, =0 {All read} one {# unread} other {# unread}}',
  description: 'Count of unread announcements above the list',
});
