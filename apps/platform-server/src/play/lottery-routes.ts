import type { LottoPlayType } from '@gp/domain';
import { singleQueryValue } from '../http/query-values';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { requireMerchant } from '../merchants/merchant-hook';
import type { PlatformContext } from '../platform-context';
import type { LotteryClassify } from './draw-schedule';
import { GameTickets } from './game-tickets';
import { sendPlayPage } from './html-page';
import { idempotencyKeyOf } from '../http/idempotency-store';
import { LotteryCatalogue } from './lottery-catalogue';
import type { LotteryService, LotteryBet } from './lottery-service';
import { lottoPage, type LottoAddress, type LottoGameState } from './lotto-page';
import { isLotteryCategory, PlayGames } from './play-games';
import { allowedStakes } from './slot-machine';
import { Winners, type RankPeriod } from './winners';

type Query = Record<string, string | undefined>;

function decodePart(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** Reads `{mui}/{playType}/games/{gameId}` and the query of a lotto-h5 address; null when it is not one. */
function readAddress(rest: string, query: Query): LottoAddress | null {
  const parts = rest.split('/').map(decodePart);
  if (parts.length !== 4 || parts.some((part) => !part) || parts[2] !== 'games') return null;
  const [mui, playType, , gameId] = parts as [string, string, string, string];
  return {
    mui,
    playType,
    gameId,
    token: singleQueryValue(query, 'token'),
    merchant: singleQueryValue(query, 'merchant'),
    css: singleQueryValue(query, 'css'),
    prizeMode: singleQueryValue(query, 'prize_mode'),
  };
}

/** The lottery lists, draws and rank, bets of the lottery frame, and the frame page /m/lotto-h5/*. */
export function registerLotteryRoutes(app: FastifyInstance, context: PlatformContext, lotteries: LotteryService): void {
  const catalogue = new LotteryCatalogue(context.db, lotteries.draws);
  const winners = new Winners(context.db);
  const tickets = new GameTickets(context.db);
  const games = new PlayGames(context.db);

  app.get('/wps/lottery/list', async (request) => {
    const merchant = requireMerchant(request);
    const query = request.query as Query;
    const filter = {
      ...(query['playType'] === undefined ? {} : { playType: query['playType'] as LottoPlayType }),
      ...(query['gameClassifyNew'] === undefined ? {} : { classify: query['gameClassifyNew'] as LotteryClassify }),
    };
    return ok({ list: catalogue.list(merchant.code, context.now(), filter) });
  });

  app.get('/wps/lottery/menu', async (request) => ok({ groups: catalogue.menu(requireMerchant(request).code, context.now()) }));

  app.get('/wps/lottery/vn/recent', async (request) => ok({ list: catalogue.vnRecent(requireMerchant(request).code, context.now()) }));

  for (const [path, vnOnly] of [['/wps/lottery/numero', false], ['/wps/lottery/vn/numero', true]] as const) {
    app.get(path, async (request) => {
      const merchant = requireMerchant(request);
      const gameCode = (request.query as Query)['gameCode'] ?? '';
      return ok(catalogue.drawNumbers(merchant.code, gameCode, context.now(), vnOnly));
    });
  }

  app.get('/wps/lottery/rank', async (request) => {
    const merchant = requireMerchant(request);
    const query = request.query as Query;
    const period = (query['period'] ?? 'all') as RankPeriod;
    lotteries.settleDue({ merchant: merchant.code });
    const list = winners.rank(merchant.code, query['gameCode'] ?? null, period, Number(query['limitNum'] ?? 20), context.now());
    return ok({ period, list });
  });

  app.post('/wps/lottery/orders', async (request) => {
    const merchant = requireMerchant(request);
    return ok(lotteries.place(merchant.code, request.body as LotteryBet, idempotencyKeyOf(request)));
  });

  app.get('/m/lotto-h5/*', async (request, reply) => {
    const address = readAddress((request.params as { '*': string })['*'], request.query as Query);
    if (!address) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const now = context.now();
    const ticket = address.token && address.merchant ? tickets.find(address.token, address.merchant, now) : null;
    const game = ticket ? games.byNodeId(ticket.nodeId) : null;
    let state: LottoGameState | null = null;
    if (ticket && game && isLotteryCategory(game.category) && game.gameId === address.gameId) {
      state = {
        gameName: game.gameName,
        gameCode: game.gameCode,
        vendorName: game.vendorName,
        currentDraw: catalogue.view(game, now).currentDraw,
        recent: lotteries.draws.recent(game.nodeId, game.vendor, now, 5),
        stakes: allowedStakes(game.minBetMinor),
        balanceMinor: context.ledger.balanceOf(ticket.memberId, ticket.wallet),
        currency: ticket.currency,
        freePlay: ticket.wallet === 'demo',
      };
    }
    return sendPlayPage(reply, lottoPage(address, state));
  });
}
