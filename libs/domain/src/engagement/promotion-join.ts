/**
 * Where a visitor stands with a joinable promotion: a guest is asked to log in; a member may join
 * (`open`), has joined and waits for a qualifying deposit (`joined`), or got the bonus (`rewarded`).
 */
export type PromotionJoinState = 'guest' | 'open' | 'joined' | 'rewarded';

/** The join state from the session and the member's enrollment in the promotion, if any. */
export function promotionJoinState(loggedIn: boolean, enrollment: { readonly status: 'joined' | 'rewarded' } | undefined): PromotionJoinState {
  if (!loggedIn) return 'guest';
  return enrollment?.status ?? 'open';
}
