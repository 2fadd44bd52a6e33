import { makeAutoObservable } from 'mobx';
import { getAnnouncements, getVipLevels, type ContentBanner, type PlatformClient, type VipLevels } from '@gp/api-client';
import { Resource } from './resource';

/** The banner group of the VIP page (SPEC §2 'VIP page'). */
export const VIP_BANNER_GROUP = 'm_vip';

/**
 * The VIP page `/m/vip` (SPEC §2), open to guests: the m_vip banners and the merchant's levels,
 * with the member's place and progress when a member looks (the platform answers it with the
 * levels); each loads and fails on its own.
 */
export class VipPageModel {
  readonly levels: Resource<VipLevels | null>;
  readonly banners: Resource<readonly ContentBanner[]>;

  constructor(api: PlatformClient) {
    this.levels = new Resource(() => getVipLevels(api), null);
    this.banners = new Resource(
      async () => (await getAnnouncements(api, { types: 'B', groupName: VIP_BANNER_GROUP, platform: 'M' })).banners.slice().sort((a, b) => a.sequence - b.sequence),
      [],
    );
    makeAutoObservable(this, { levels: false, banners: false }, { autoBind: true });
  }

  /** Loads the banners and the levels. */
  start(): void {
    void this.banners.load();
    void this.levels.load();
  }

  /** Nothing runs in the background. */
  stop(): void {
    /* no timers */
  }
}
