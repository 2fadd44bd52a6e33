/** Presentational components in the brand's theme, each with its stories. No stores, no fetching. */
export * from './global-style/global-style';
export * from './button/button';
export * from './loading-screen/loading-screen';
export * from './status-screen/status-screen';
export * from './brand-logo/brand-logo';
export * from './page-header/page-header';
