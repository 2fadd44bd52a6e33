import { defineMessage, defineMessages } from 'react-intl';

/** The texts of the content blocks more than one screen shows (banners, a section's failure). */
export const contentMessages = defineMessages({
  bannersLabel: { id: 'home.banners.label', defaultMessage: 'Promotions', description: 'Accessible name of the banner carousel at the top of home' },
  recommendedTitle: { id: 'home.recommended.title', defaultMessage: 'Recommended', description: 'Heading of the recommended games banners on home' },
  retry: { id: 'home.section.retry', defaultMessage: 'Try again', description: 'Button that reloads a home section that failed' },
});

/** What a section that failed to load says, with the section's name. */
export const sectionFailedMessage = defineMessage<{ section: string }>({
  id: 'home.section.failed',
  defaultMessage: '{section} could not be loaded.',
  description: 'A home section whose content failed to load',
});
