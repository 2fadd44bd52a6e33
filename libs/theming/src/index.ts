/** Theme contract (typed semantic tokens), brand-pack shape, resolver and contrast checks. */
export * from './tokens';
export * from './base-theme';
export * from './brand-pack';
export * from './resolve-theme';
export * from './contrast';
export * from './neutral-pack';
export * from './brand-app';
