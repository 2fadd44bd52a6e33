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
