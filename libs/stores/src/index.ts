/** MobX stores: coordinate platform calls, cache answers and expose state. No React here. */
export * from './ports';
export * from './system.store';
export * from './root.store';
export * from './theme.store';
