import { makeAutoObservable, runInAction } from 'mobx';
import { isPlatformError, joinPromotion, listJoinedPromotions, type PlatformClient, type PromotionEnrollment } from '@gp/api-client';
import { Resource } from './resource';

/** Collaborators of a promotion's join. */
export interface PromotionJoinDeps {
  readonly api: PlatformClient;
  readonly session: { readonly isLoggedIn: boolean };
}

const NONE: readonly PromotionEnrollment[] = [];

/**
 * Joining a deposit promotion from its page: the member's enrollments (loaded for a session), and
 * Join. Joining again answers the same enrollment on the platform, so a retry is safe; a list that
 * failed to load leaves Join offered.
 */
export class PromotionJoinModel {
  readonly enrollments: Resource<readonly PromotionEnrollment[]>;
  joining = false;
  /** Why the last join failed, as an error code, or null. */
  joinError: string | null = null;

  constructor(private readonly deps: PromotionJoinDeps) {
    this.enrollments = new Resource(() => listJoinedPromotions(deps.api), NONE);
    makeAutoObservable<PromotionJoinModel, 'deps'>(this, { deps: false, enrollments: false }, { autoBind: true });
  }

  /** Loads the member's enrollments (nothing for a guest). */
  start(): void {
    if (this.deps.session.isLoggedIn) void this.enrollments.load();
  }

  /** Nothing runs in the background. */
  stop(): void {
    /* no timers */
  }

  /** The member's enrollment in a promotion, if any. */
  enrollmentOf(promotionId: number): PromotionEnrollment | undefined {
    return this.enrollments.value.find((enrollment) => enrollment.promotionId === promotionId);
  }

  /** Joins a promotion; its enrollment then shows. */
  async join(promotionId: number): Promise<void> {
    if (this.joining) return;
    this.joining = true;
    this.joinError = null;
    try {
      const enrollment = await joinPromotion(this.deps.api, { promotionId });
      runInAction(() => {
        this.enrollments.value = [enrollment, ...this.enrollments.value.filter((other) => other.promotionId !== promotionId)];
      });
    } catch (error) {
      runInAction(() => (this.joinError = isPlatformError(error) ? error.code : 'UNKNOWN'));
    } finally {
      runInAction(() => (this.joining = false));
    }
  }
}
