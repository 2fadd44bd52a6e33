import { defineMessages } from 'react-intl';

/** The words of About Us. */
export const ABOUT_US_TEXT = defineMessages({
  failed: { id: 'aboutUs.failed', defaultMessage: 'This page could not be loaded.', description: 'About Us failed to load' },
  photos: { id: 'aboutUs.photos', defaultMessage: 'Photos', description: 'Accessible name of the About Us photo gallery' },
});
