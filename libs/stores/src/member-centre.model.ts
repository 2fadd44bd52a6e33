import { makeAutoObservable } from 'mobx';
import { TIMINGS, manualRefreshAllowed } from '@gp/domain';
import { uploadHeadIcon, type PlatformClient } from '@gp/api-client';
import { ImageUploadModel } from './image-upload.model';
import { NicknameModel } from './nickname.model';
import type { Clock } from './ports';
import type { ScreenModel } from './screen-model';
import { VipLevelsModel } from './vip-levels.model';

/** Collaborators of the member centre. */
export interface MemberCentreDeps {
  readonly api: PlatformClient;
  readonly clock: Clock;
  /** The member info (reloaded when the centre opens). */
  readonly member: { load(): Promise<void> };
  /** The wallet (`root.wallet`): its refresh answers one call at a time. */
  readonly wallet: { refresh(): Promise<void> };
}

/**
 * The member centre `/m/member/home` (issue 17): opening it reloads the member info and the VIP
 * card; the balance comes from the wallet, refreshed by hand at most once per
 * `TIMINGS.balanceManualRefreshGapMs` (the wallet's 60 s timer goes on by itself).
 */
export class MemberCentreModel implements ScreenModel {
  readonly vip: VipLevelsModel;
  /** The head icon picture upload; the member info reloads after it, so every screen shows the new picture. */
  readonly upload: ImageUploadModel;
  /** The nickname change. */
  readonly nickname: NicknameModel;
  private lastManualRefreshAt: number | null = null;

  constructor(private readonly deps: MemberCentreDeps) {
    this.vip = new VipLevelsModel(deps.api);
    this.upload = new ImageUploadModel(async (picture) => {
      await uploadHeadIcon(deps.api, picture);
      await deps.member.load();
    });
    this.nickname = new NicknameModel({ api: deps.api, member: deps.member });
    makeAutoObservable<MemberCentreModel, 'deps' | 'lastManualRefreshAt'>(
      this,
      { deps: false, vip: false, upload: false, nickname: false, lastManualRefreshAt: false },
      { autoBind: true },
    );
  }

  /** Reloads the member info and the VIP card, and loads the nickname rule. */
  start(): void {
    void this.deps.member.load();
    this.vip.start();
    this.nickname.start();
  }

  /** Nothing runs while the screen shows. */
  stop(): void {
    this.vip.stop();
    this.upload.clear();
    this.nickname.cancel();
  }

  /** The refresh button: fetches the balance unless the last tap was too recent; true when it asked. */
  refreshBalance(): boolean {
    const now = this.deps.clock.now();
    if (!manualRefreshAllowed(this.lastManualRefreshAt, now, TIMINGS.balanceManualRefreshGapMs)) return false;
    this.lastManualRefreshAt = now;
    void this.deps.wallet.refresh();
    return true;
  }
}
