import type { PlatformClient } from '@gp/api-client';
import type { Clock, KeyValueStorage } from './ports';
import { SystemStore } from './system.store';
import { ThemeStore } from './theme.store';

/** What every store may need, given once by the app's composition root. */
export interface RootStoreDeps {
  readonly api: PlatformClient;
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
}

/** Owns every store of the app and hands each its collaborators; no store is a global. */
export class RootStore {
  readonly system: SystemStore;
  readonly theme: ThemeStore;

  constructor(readonly deps: RootStoreDeps) {
    this.system = new SystemStore({ api: deps.api, storage: deps.storage });
    this.theme = new ThemeStore(deps.storage);
  }
}
