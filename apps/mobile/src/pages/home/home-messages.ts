import { defineMessage, defineMessages } from 'react-intl';
import type { HomeGameCategory, HomeVendorCategory } from '@gp/stores';

/** The texts of home's own sections (the components bring theirs; the shared blocks' are in content/). */
export const homeMessages = defineMessages({
  videosTitle: { id: 'home.videos.title', defaultMessage: 'Videos', description: 'Heading of the video carousel on home' },
  videoDescription: {
    id: 'home.videos.description',
    defaultMessage: 'Highlights, guides and big wins from our players.',
    description: 'Fixed description under the video carousel heading on home',
  },
  providersTitle: { id: 'home.providers.title', defaultMessage: 'Game providers', description: 'Heading of the provider logo carousel on home' },
  responsibleGaming: { id: 'home.responsibleGaming', defaultMessage: 'Play responsibly: responsible gaming', description: 'Link at the bottom of home to the responsible-gaming page' },
  paymentsTitle: { id: 'home.payments.title', defaultMessage: 'Payment methods', description: 'Heading of the payment logos on home' },
  introText: {
    id: 'home.intro.text',
    defaultMessage: 'Slots, live casino, fishing, sports and lottery in one place. Deposit in seconds and start playing.',
    description: 'Introduction text on home, above the deposit button',
  },
  winnersTitle: { id: 'home.winners.title', defaultMessage: 'Biggest wins', description: 'Name of the biggest-wins board in an error message' },
});

/** Heading of the introduction, with the brand's name. */
export const introTitleMessage = defineMessage<{ brand: string }>({
  id: 'home.intro.title',
  defaultMessage: 'Welcome to {brand}',
  description: 'Heading of the introduction on home',
});


/** The title of each home section, by category. */
export const sectionTitles = defineMessages<HomeGameCategory | HomeVendorCategory>({
  HOT: { id: 'home.section.HOT', defaultMessage: 'Hot games', description: 'Home section title: the hottest games' },
  RNG: { id: 'home.section.RNG', defaultMessage: 'Slots', description: 'Home section title: slot games (RNG)' },
  LIVE: { id: 'home.section.LIVE', defaultMessage: 'Live casino', description: 'Home section title: live dealer games' },
  FISH: { id: 'home.section.FISH', defaultMessage: 'Fishing', description: 'Home section title: fishing games' },
  PVP: { id: 'home.section.PVP', defaultMessage: 'Card games', description: 'Home section title: poker and card games (PVP)' },
  LOCAL: { id: 'home.section.LOCAL', defaultMessage: 'Local games', description: 'Home section title: Filipino local games' },
  SPORTS: { id: 'home.section.SPORTS', defaultMessage: 'Sports', description: 'Home section title: sportsbook vendors' },
  LOTT: { id: 'home.section.LOTT', defaultMessage: 'Lottery', description: 'Home section title: lottery games' },
  ELOTT: { id: 'home.section.ELOTT', defaultMessage: 'E-lottery', description: 'Home section title: electronic lottery vendors' },
});
