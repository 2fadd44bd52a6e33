/** What the installed app shows over every screen: the offline line and the new-version prompt. */
export * from './offline-banner';
export * from './update-prompt';
