import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../platform-context';
import { registerCatalogueRoutes } from './catalogue-routes';
import { registerMemberGameRoutes } from './member-game-routes';

/** Registers the calls of the games area: vendor types, game lists, hot games, favourites and recent games. */
export function registerGamesRoutes(app: FastifyInstance, context: PlatformContext): void {
  registerCatalogueRoutes(app, context);
  registerMemberGameRoutes(app, context);
}
