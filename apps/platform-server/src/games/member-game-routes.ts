import type { FastifyInstance } from 'fastify';
import { GameCatalogue } from '../db/game-catalogue';
import { ok } from '../http/envelope';
import { pageRequestOf } from '../http/paging';
import type { PlatformContext } from '../platform-context';
import { requireRealAccount, requireSession } from '../sessions/session-hook';
import { FavouriteRepository } from './favourite-repository';
import { gamePagesOf, gamesOf, queryOf } from './game-query';
import { RecentGameRepository } from './recent-game-repository';
import type { Schema } from '../contract/schema-types';

/** Favourites per page when the app does not say (home asks 20, the list screen 9). */
const DEFAULT_FAVOURITE_PAGE_SIZE = 20;
/** Recent games per page when the app does not say. */
const DEFAULT_RECENT_PAGE_SIZE = 20;

/** The body of addFavourite, as the contract has checked it. */
type FavouriteBody = Schema<'FavouritePayload'>;

/**
 * The member's favourites (real accounts only) at /wps/game/favourites and
 * /wps/game/favourites/ids, and recent games (any session) at /wps/game/recent and /wps/game/recent/add.
 */
export function registerMemberGameRoutes(app: FastifyInstance, context: PlatformContext): void {
  const catalogue = new GameCatalogue(context.db);
  const favourites = new FavouriteRepository(context.db);
  const recent = new RecentGameRepository(context.db);

  app.get('/wps/game/favourites/ids', async (request) => {
    const account = requireRealAccount(request);
    return ok(favourites.nodeIds(account).map(String));
  });

  app.get('/wps/game/favourites', async (request) => {
    const account = requireRealAccount(request);
    const query = queryOf(request);
    const paging = pageRequestOf(query, DEFAULT_FAVOURITE_PAGE_SIZE);
    const filter = { category: query['gameType'] ?? '', vendor: '', search: '', onlyNew: false };
    const page = favourites.page(account, filter, paging.pageSize, paging.offset);
    return ok({
      content: gamesOf(catalogue, page.nodeIds),
      totalPages: gamePagesOf(page.total, paging.pageSize),
      totalCount: page.total,
    });
  });

  app.post('/wps/game/favourites', async (request) => {
    const account = requireRealAccount(request);
    const body = request.body as FavouriteBody;
    favourites.add(account, Number(body.nodeId), body.vendor, context.now());
    return ok(true);
  });

  app.delete('/wps/game/favourites', async (request) => {
    const account = requireRealAccount(request);
    const query = queryOf(request);
    favourites.remove(account.memberId, Number(query['nodeId']), query['vendor'] ?? '');
    return ok(true);
  });

  app.get('/wps/game/recent/add', async (request) => {
    const account = requireSession(request);
    recent.add(account, Number(queryOf(request)['nodeId']), context.now());
    return ok(true);
  });

  app.get('/wps/game/recent', async (request) => {
    const account = requireSession(request);
    const paging = pageRequestOf(queryOf(request), DEFAULT_RECENT_PAGE_SIZE);
    const page = recent.page(account, paging.pageSize, paging.offset);
    return ok({
      content: gamesOf(catalogue, page.nodeIds),
      totalPages: gamePagesOf(page.total, paging.pageSize),
      totalCount: page.total,
    });
  });
}
