import { defineMessage, defineMessages } from 'react-intl';

/** The texts of the content blocks more than one screen shows (banners, the game categories' failure). */
export const contentMessages = defineMessages({
  bannersLabel: { id: 'home.banners.label', defaultMessage: 'Promotions', description: 'Accessible name of the banner carousel at the top of home' },
  recommendedTitle: { id: 'home.recommended.title', defaultMessage: 'Recommended', description: 'Heading of the recommended games banners on home' },
  catalogueFailed: {
    id: 'content.catalogueFailed',
    defaultMessage: 'The game categories could not be loaded.',
    description: 'The merchant’s game categories did not load (home’s sections, the game centre’s tabs); shown with Try again',
  },
});

/** What a section that failed to load says, with the section's name. */
export const sectionFailedMessage = defineMessage<{ section: string }>({
  id: 'home.section.failed',
  defaultMessage: '{section} could not be loaded.',
  description: 'A home section whose content failed to load',
});
