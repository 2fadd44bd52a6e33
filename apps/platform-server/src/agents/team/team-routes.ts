import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { pageOf, pageRequestOf } from '../../http/paging';
import type { PlatformContext } from '../../platform-context';
import { countedUntil } from '../../play/counted-bets';
import { LotteryService } from '../../play/lottery-service';
import { requireDownlineAgent } from '../shared/agent-access';
import { queryText } from '../shared/query-text';
import { reportPeriodOf } from './report-period';
import { TeamBettingReport } from './team-betting';
import { TeamList, type TeamListQuery } from './team-list';
import { TeamScope } from './team-scope';
import { viewedTeamOf } from './viewed-team';

/** GET /wps/agent/downline (the team list) and GET /wps/agent/teamBetting (the team-betting report). */
export function registerTeamRoutes(app: FastifyInstance, context: PlatformContext): void {
  const scope = new TeamScope(context.db);
  const list = new TeamList(context.db);
  const betting = new TeamBettingReport(context.db);
  const lotteries = new LotteryService(context);

  app.get('/wps/agent/downline', async (request) => {
    const agent = requireDownlineAgent(request, context);
    const now = context.now();
    const period = reportPeriodOf(request.query, 'this_month', now);
    const { team, path } = viewedTeamOf(scope, agent, queryText(request.query, 'under'));
    const activity = queryText(request.query, 'activity');
    const query: TeamListQuery = {
      ...team,
      from: period.from,
      to: period.to,
      until: countedUntil(period.to, now),
      scope: queryText(request.query, 'scope') === 'all' ? 'all' : 'direct',
      activity: activity === 'active' || activity === 'new' ? activity : 'all',
      search: queryText(request.query, 'username'),
    };
    const page = pageRequestOf(request.query);
    return ok({
      period: period.period,
      from: period.from,
      to: period.to,
      currency: agent.currency,
      path,
      members: list.page(query, page.pageSize, page.offset),
      page: pageOf(page, list.count(query)),
    });
  });

  app.get('/wps/agent/teamBetting', async (request) => {
    const agent = requireDownlineAgent(request, context);
    const now = context.now();
    const period = reportPeriodOf(request.query, 'today', now);
    // Lottery bets whose draw has passed are settled first, so that their winnings are in the payouts.
    lotteries.settleDue({ merchant: agent.merchantCode });
    const filter = {
      under: queryText(request.query, 'under'),
      username: queryText(request.query, 'username'),
      category: queryText(request.query, 'category'),
    };
    return ok(betting.view(agent, period, filter, pageRequestOf(request.query), now));
  });
}
