import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendSvg } from '../http/send-svg';
import { GameCatalogue } from '../db/game-catalogue';
import { fail, ok } from '../http/envelope';
import { pageRequestOf } from '../http/paging';
import { requireMerchant } from '../merchants/merchant-hook';
import type { PlatformContext } from '../platform-context';
import { requireRealAccount } from '../sessions/session-hook';
import { FavouriteRepository } from './favourite-repository';
import { renderGameIcon } from './game-icon';
import { gamePagesOf, gamesOf, queryOf, textOf, type RawQuery } from './game-query';
import { toApiGame, toVendorTypes } from './game-view';
import type { Schema } from '../contract/schema-types';
import { markPublicRead } from '../http/public-reads';

/** The game list screen's page size (SPEC §9). */
export const DEFAULT_GAME_PAGE_SIZE = 9;
/** How many hot games home asks for per category (SPEC §9). */
export const DEFAULT_HOT_LIMIT = 30;

/** A game list page as the API answers it (schema GameList). */
type GameListValue = Schema<'GameList'>;

/** The session's favourites as a game list page, narrowed like the game list (gameClassify=fav). */
function favouriteList(request: FastifyRequest, favourites: FavouriteRepository, catalogue: GameCatalogue): GameListValue {
  const account = requireRealAccount(request);
  const query = queryOf(request);
  const paging = pageRequestOf(query, DEFAULT_GAME_PAGE_SIZE);
  const filter = {
    category: query['gameType'] ?? '',
    vendor: textOf(query, 'vassalage'),
    search: textOf(query, 'gameName'),
    onlyNew: query['isNew'] === '1',
  };
  const page = favourites.page(account, filter, paging.pageSize, paging.offset);
  return {
    games: gamesOf(catalogue, page.nodeIds),
    pageNum: paging.pageNo,
    totalPages: gamePagesOf(page.total, paging.pageSize),
    totalCount: page.total,
  };
}

/** The merchant's games narrowed by category, vendor, search and new-only. */
function catalogueList(merchantCode: string, query: RawQuery, catalogue: GameCatalogue): GameListValue {
  const paging = pageRequestOf(query, DEFAULT_GAME_PAGE_SIZE);
  const page = catalogue.listGames({
    merchantCode,
    gameType: query['gameType'] ?? '',
    vendor: textOf(query, 'vassalage'),
    search: textOf(query, 'gameName'),
    classify: query['gameClassify'] === 'new' || query['isNew'] === '1' ? 'new' : '',
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
  });
  return { games: page.games.map(toApiGame), pageNum: page.pageNum, totalPages: page.totalPages, totalCount: page.total };
}

/**
 * GET /wps/game/vassgameType, /wps/game/list and /wps/game/hot (the merchant's catalogue: public
 * reads, except a member's favourites), and
 * the generated tile images at GET /media/games/{nodeId}.svg.
 */
export function registerCatalogueRoutes(app: FastifyInstance, context: PlatformContext): void {
  const catalogue = new GameCatalogue(context.db);
  const favourites = new FavouriteRepository(context.db);

  app.get('/wps/game/vassgameType', async (request, reply) => {
    const merchant = requireMerchant(request);
    markPublicRead(request, reply);
    return ok(toVendorTypes(catalogue.vendorSorting(merchant.code)));
  });

  app.get('/wps/game/list', async (request, reply) => {
    const merchant = requireMerchant(request);
    const query = queryOf(request);
    if (query['gameClassify'] === 'fav') return ok(favouriteList(request, favourites, catalogue));
    markPublicRead(request, reply);
    return ok(catalogueList(merchant.code, query, catalogue));
  });

  app.get('/wps/game/hot', async (request, reply) => {
    const merchant = requireMerchant(request);
    markPublicRead(request, reply);
    const query = queryOf(request);
    const limit = query['limit'] ? Number(query['limit']) : DEFAULT_HOT_LIMIT;
    const gameType = query['gameType'] ?? '';
    const games =
      gameType === ''
        ? catalogue.hotGames(merchant.code, limit)
        : catalogue.listGames({ merchantCode: merchant.code, gameType, classify: '', pageNo: 1, pageSize: limit }).games;
    return ok({ list: games.map(toApiGame) });
  });

  app.get('/media/games/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const nodeId = /^([1-9][0-9]{0,11})\.svg$/.exec(file)?.[1];
    const game = nodeId === undefined ? null : catalogue.findGame(Number(nodeId));
    if (!game) return reply.code(404).send(fail('NOT_FOUND', 'No such game image'));
    return sendSvg(reply, renderGameIcon(game));
  });
}

