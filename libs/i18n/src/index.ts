/** Message catalogues (extracted and compiled by the formatjs CLI) and their loading. */
export * from './locales';
export * from './load-messages';
