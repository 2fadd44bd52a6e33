import { makeAutoObservable } from 'mobx';
import { vipBenefitsSummary, type VipBenefitsSummary } from '@gp/domain';
import { getVipLevels, type PlatformClient, type VipLevels } from '@gp/api-client';
import { Resource } from './resource';

/** The VIP card's facts (the contract's VipProgress). */
export type VipCard = NonNullable<VipLevels['member']>;

/**
 * The merchant's VIP levels and the member's progress (GET /wps/content/vip), for the member
 * centre's VIP card and `/m/member/benefits`. A merchant with VIP off answers no levels and no
 * progress: the card is not shown.
 */
export class VipLevelsModel {
  readonly levels: Resource<VipLevels | null>;

  constructor(private readonly api: PlatformClient) {
    this.levels = new Resource(() => getVipLevels(this.api), null);
    makeAutoObservable<VipLevelsModel, 'api'>(this, { api: false, levels: false }, { autoBind: true });
  }

  /** The member's VIP card, or null (not loaded, VIP off). */
  get card(): VipCard | null {
    return this.levels.value?.member ?? null;
  }

  /** The benefits page's facts (domain `vipBenefitsSummary`), or null without a card. */
  get summary(): VipBenefitsSummary | null {
    const card = this.card;
    return card && this.levels.value ? vipBenefitsSummary(this.levels.value.levels, card) : null;
  }

  /** Loads the levels (again). */
  start(): void {
    void this.levels.load();
  }

  /** Nothing to stop: the screen runs no timer. */
  stop(): void {
    // A load under way may still land; it only fills the resource.
  }
}
