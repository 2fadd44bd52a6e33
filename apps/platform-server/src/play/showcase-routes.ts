import type { FastifyInstance } from 'fastify';
import { sendSvg } from '../http/send-svg';
import { ok } from '../http/envelope';
import { requireMerchant } from '../merchants/merchant-hook';
import type { PlatformContext } from '../platform-context';
import { requireFeature } from '../sessions/session-hook';
import { LiveHosts } from './live-hosts';
import type { LotteryService } from './lottery-service';
import { PlayGames } from './play-games';
import { avatarSvg, gameIconSvg } from './svg-images';
import { Winners } from './winners';
import { markPublicRead } from '../http/public-reads';

type Query = Record<string, string | undefined>;

/** Reads `<id>.svg`; null when the name is not one. */
function svgId(file: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.svg$/.exec(file);
  return match ? Number(match[1]) : null;
}

/** The winners board, the live hosts and their generated images. */
export function registerShowcaseRoutes(app: FastifyInstance, context: PlatformContext, lotteries: LotteryService): void {
  const winners = new Winners(context.db);
  const hosts = new LiveHosts(context.db);
  const games = new PlayGames(context.db);

  app.get('/wps/winners/board', async (request, reply) => {
    const merchant = requireMerchant(request);
    markPublicRead(request, reply);
    const query = request.query as Query;
    lotteries.settleDue({ merchant: merchant.code });
    return ok({ list: winners.board(merchant.code, query['gameCategory'] ?? 'ALL', Number(query['limitNum'] ?? 20)) });
  });

  app.get('/wps/live/models', async (request) => {
    const merchant = requireMerchant(request);
    requireFeature(request, context.merchants, 'CBS3');
    return ok({ list: hosts.list(merchant.code, context.now()) });
  });

  app.get('/media/live/:file', async (request, reply) => {
    const id = svgId((request.params as { file: string }).file);
    const name = id === null ? null : hosts.nameOf(id);
    if (id === null || name === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return sendSvg(reply, avatarSvg(id, name));
  });

  app.get('/media/winners/:file', async (request, reply) => {
    const id = svgId((request.params as { file: string }).file);
    const game = id === null ? null : games.byNodeId(id);
    if (!game) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return sendSvg(reply, gameIconSvg(game.nodeId, game.gameName));
  });
}
