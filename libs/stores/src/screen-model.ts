import type { RootStore } from './root.store';

/**
 * A model a screen makes for itself: `start` when the screen shows (loads what it needs, starts
 * its timers), `stop` when it goes (timers cleared, typed secrets forgotten). `start` may follow
 * `stop` again (React's development checks do it).
 */
export interface ScreenModel {
  start(): void;
  stop(): void;
}

/**
 * What a screen model may be made from: the root store's client, clock, storage and stores. Each
 * model's factory (`screen-models/<name>.ts`, e.g. `feedbackModel(root)`) is a module of its own,
 * so that a model's code loads with its screen, not with the app (a factory object on the root
 * brought every form into the first load: +13 kB gzip).
 */
export type ScreenRoot = Pick<
  RootStore,
  'api' | 'clock' | 'storage' | 'sessionStorage' | 'session' | 'ui' | 'system' | 'language' | 'member' | 'wallet' | 'catalogue' | 'homeContent' | 'unread' | 'deps' | 'keep'
>;
