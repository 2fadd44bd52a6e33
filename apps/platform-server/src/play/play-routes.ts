import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../platform-context';
import { registerLaunchRoutes } from './launch-routes';
import { registerLotteryRoutes } from './lottery-routes';
import { LotteryService } from './lottery-service';
import { registerOrderRoutes } from './order-routes';
import { registerShowcaseRoutes } from './showcase-routes';

/** Registers the calls of the play area: game launch, the demo slot, lottery lists, draws and ranks, the lotto-h5 page and order records. */
export function registerPlayRoutes(app: FastifyInstance, context: PlatformContext): void {
  const lotteries = new LotteryService(context);
  registerLaunchRoutes(app, context);
  registerLotteryRoutes(app, context, lotteries);
  registerOrderRoutes(app, context, lotteries);
  registerShowcaseRoutes(app, context, lotteries);
}
