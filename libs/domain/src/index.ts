/**
 * The product's rules, once: pure functions and constants with no I/O and no framework.
 * Stores and components call these; nothing else restates a rule of the spec.
 */
export * from './system/system-status';
export * from './features/feature-flags';
export * from './routes/route-table';
export * from './constants/storage-keys';
export * from './constants/timings';
export * from './constants/limits';
export * from './constants/module-ids';
export * from './frame/frame-visibility';
export * from './frame/footer-menu';
export * from './frame/route-titles';
export * from './frame/side-menu';
export * from './session/roles';
export * from './session/permissions';
export * from './members/member-display';
export * from './features/template-flags';
export * from './download/download-links';
export * from './download/download-bar';
export * from './download/ios-version';
export * from './language/language-codes';
export * from './errors/error-catalogue';
