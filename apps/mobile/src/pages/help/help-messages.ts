import { defineMessage, defineMessages } from 'react-intl';

/** The words of the help centre and a help entry's screen. */
export const HELP_TEXT = defineMessages({
  search: { id: 'help.search', defaultMessage: 'Search help', description: 'Label of the help centre search field' },
  searchHint: { id: 'help.searchHint', defaultMessage: 'For example: deposit, password, withdrawal', description: 'Placeholder of the help search field' },
  noHits: { id: 'help.noHits', defaultMessage: 'Nothing matches your search. Try other words, or ask customer service.', description: 'The help search found nothing' },
  empty: { id: 'help.empty', defaultMessage: 'There is no help here yet.', description: 'The help centre has no topics' },
  failed: { id: 'help.failed', defaultMessage: 'The help centre could not be loaded.', description: 'The help topics failed to load' },
  notFound: { id: 'help.notFound', defaultMessage: 'This help topic does not exist.', description: 'A help link that matches no topic' },
  allTopics: { id: 'help.allTopics', defaultMessage: 'All help topics', description: 'Link from a help entry to the help centre' },
});

/** How many entries the help search found, for screen readers. */
export const HELP_HITS_TEXT = defineMessage<{ count: number }>({
  id: 'help.hits',
  defaultMessage: '{count, plural, one {# result} other {# results}}',
  description: 'Number of help entries the search found',
});
