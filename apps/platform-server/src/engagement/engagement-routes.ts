import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { idempotencyKeyOf } from '../http/idempotency-store';
import { pageRequestOf } from '../http/paging';
import type { PlatformContext } from '../platform-context';
import { EngagementAccess } from './engagement-access';
import { LeaderboardService } from './leaderboard-service';
import { PromotionService } from './promotion-service';
import type { RewardFilter } from './reward-repository';
import { ReferralService } from './referral-service';
import { RewardService } from './reward-service';
import { SignInService } from './sign-in-service';

type Query = Record<string, string | undefined>;

/**
 * Registers the calls of the engagement area: the daily sign-in (GET sign-in, POST sign-in/claim),
 * the leaderboard race, the reward centre (GET rewards, POST rewards/{rewardId}/claim), invite
 * friends (GET referral) and joinable deposit promotions (GET promotions/joined, POST
 * promotions/{promotionId}/join), all under /wps/engagement/.
 */
export function registerEngagementRoutes(app: FastifyInstance, context: PlatformContext): void {
  const access = new EngagementAccess(context.db, context.merchants);
  const signIn = new SignInService(context);
  const leaderboard = new LeaderboardService(context);
  const rewards = new RewardService(context);
  const referral = new ReferralService(context);
  const promotions = new PromotionService(context);

  app.get('/wps/engagement/sign-in', async (request) => ok(signIn.calendar(access.promoMember(request, 'login'))));

  app.post('/wps/engagement/sign-in/claim', async (request) => {
    const account = access.promoMember(request, 'login');
    return ok(signIn.claim(account, idempotencyKeyOf(request)));
  });

  app.get('/wps/engagement/leaderboard', async (request) => ok(leaderboard.view(access.promoMember(request, 'mission'))));

  app.get('/wps/engagement/rewards', async (request) => {
    const account = access.rewardCentreMember(request);
    const query = request.query as Query;
    const filter: RewardFilter = query['status'] === 'history' ? 'history' : 'claimable';
    return ok(rewards.page(account, filter, pageRequestOf(query)));
  });

  app.post('/wps/engagement/rewards/:rewardId/claim', async (request) => {
    const account = access.rewardCentreMember(request);
    const rewardId = Number((request.params as { rewardId: string }).rewardId);
    return ok(rewards.claim(account, rewardId, idempotencyKeyOf(request)));
  });

  app.get('/wps/engagement/referral', async (request) => ok(referral.view(access.referringPlayer(request))));

  app.get('/wps/engagement/promotions/joined', async (request) => ok(promotions.joined(access.promotionMember(request))));

  app.post('/wps/engagement/promotions/:promotionId/join', async (request) => {
    const account = access.promotionMember(request);
    const promotionId = Number((request.params as { promotionId: string }).promotionId);
    return ok(promotions.join(account, promotionId));
  });
}
