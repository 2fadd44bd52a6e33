import { defineMessages } from 'react-intl';

/** The words of the events page. */
export const EVENTS_TEXT = defineMessages({
  failed: { id: 'events.failed', defaultMessage: 'The events could not be loaded.', description: 'The events failed to load' },
  empty: { id: 'events.empty', defaultMessage: 'No events right now. Check back soon!', description: 'The events page has nothing to show' },
});
