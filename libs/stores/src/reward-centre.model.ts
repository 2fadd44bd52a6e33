import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessageIdOf } from '@gp/domain';
import { claimReward, isPlatformError, listRewards, type PlatformClient, type Reward } from '@gp/api-client';
import { ClaimKeys, refusedForGood } from './claim-keys';
import { RecordList } from './record-list';
import type { UiStore } from './ui.store';

/** The bonus totals that come with each page of rewards. */
export interface RewardTotals {
  readonly currency: string;
  readonly todayBonusMinor: number;
  readonly totalBonusMinor: number;
  readonly claimableTotalMinor: number;
}

/** The two lists of the reward centre: rewards to claim, and the claimed and expired ones. */
export type RewardTab = 'claimable' | 'history';

/** Collaborators of the reward centre. */
export interface RewardCentreDeps {
  readonly api: PlatformClient;
  readonly ui: Pick<UiStore, 'toast'>;
  /** The balance, refreshed once a reward is credited. */
  readonly wallet: { refresh(): Promise<void> };
  readonly claimKeys?: ClaimKeys;
}

/** Rewards per page as the player scrolls. */
export const REWARDS_PAGE_SIZE = 20;

const NO_TOTALS: RewardTotals = { currency: '', todayBonusMinor: 0, totalBonusMinor: 0, claimableTotalMinor: 0 };

/**
 * The reward centre `/m/rewardCenter` (REWCEN3): today's and total bonus, the rewards to claim
 * (soonest expiry first) and the history. A claim is sent with one Idempotency-Key per reward until
 * settled; once credited the reward leaves the list, the totals move and the balance is refreshed.
 * A reward claimed meanwhile or expired reloads the list, which then shows it as it is.
 */
export class RewardCentreModel {
  tab: RewardTab = 'claimable';
  readonly list: RecordList<Reward, RewardTotals>;
  /** The reward whose claim is on its way, or null. */
  claiming: number | null = null;
  /** The last failed claim: which reward and why. */
  claimError: { readonly rewardId: number; readonly code: string } | null = null;
  private readonly keys: ClaimKeys;

  constructor(private readonly deps: RewardCentreDeps) {
    this.list = new RecordList((pageNo) => this.fetchPage(pageNo), NO_TOTALS);
    this.keys = deps.claimKeys ?? new ClaimKeys();
    makeAutoObservable<RewardCentreModel, 'deps' | 'keys'>(this, { deps: false, list: false, keys: false }, { autoBind: true });
  }

  /** Loads the first page of the tab shown. */
  start(): void {
    this.list.reload();
  }

  /** Drops answers still on their way. */
  stop(): void {
    this.list.cancel();
  }

  /** Shows the other list. */
  show(tab: RewardTab): void {
    if (tab === this.tab) return;
    this.tab = tab;
    this.claimError = null;
    this.list.reload();
  }

  /** Claims a reward once; its amount is credited and the totals move. */
  async claim(rewardId: number): Promise<void> {
    if (this.claiming !== null) return;
    const reward = this.list.items.find((item) => item.id === rewardId);
    if (reward?.status !== 'claimable') return;
    const target = String(rewardId);
    this.claiming = rewardId;
    this.claimError = null;
    try {
      await claimReward(this.deps.api, { rewardId, idempotencyKey: this.keys.keyFor(target) });
      this.keys.settled(target);
      runInAction(() =>
        this.list.remove(
          (item) => item.id === rewardId,
          (totals) => ({
            ...totals,
            claimableTotalMinor: Math.max(0, totals.claimableTotalMinor - reward.amountMinor),
            todayBonusMinor: totals.todayBonusMinor + reward.amountMinor,
            totalBonusMinor: totals.totalBonusMinor + reward.amountMinor,
          }),
        ),
      );
      this.deps.ui.toast({ id: 'rewards.claimed' }, { kind: 'success' });
      void this.deps.wallet.refresh();
    } catch (error) {
      const code = isPlatformError(error) ? error.code : 'UNKNOWN';
      if (refusedForGood(code)) this.keys.settled(target);
      if (code === 'ALREADY_CLAIMED' || code === 'REWARD_EXPIRED') {
        // The reward is no longer claimable: the list shows it as it is now, the toast says why.
        this.deps.ui.toast({ id: errorMessageIdOf(code) }, { kind: 'error' });
        this.list.reload();
      } else {
        runInAction(() => (this.claimError = { rewardId, code }));
      }
    } finally {
      runInAction(() => (this.claiming = null));
    }
  }

  private async fetchPage(pageNo: number) {
    const page = await listRewards(this.deps.api, { status: this.tab, pageNo, pageSize: REWARDS_PAGE_SIZE });
    const { currency, todayBonusMinor, totalBonusMinor, claimableTotalMinor } = page;
    return { items: page.items, totalPages: page.page.totalPages, extra: { currency, todayBonusMinor, totalBonusMinor, claimableTotalMinor } };
  }
}
