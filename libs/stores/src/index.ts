/** MobX stores: coordinate platform calls, cache answers and expose state. No React here. */
export * from './ports';
export * from './timing';
export * from './system.store';
export * from './root.store';
export * from './theme.store';
export * from './session.store';
export * from './member.store';
export * from './wallet.store';
export * from './announcements.store';
export * from './catalogue.store';
export * from './unread.store';
export * from './language.store';
export * from './download.store';
export * from './ui.store';
