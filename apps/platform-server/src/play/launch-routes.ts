import type { LottoPlayType } from '@gp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { idempotencyKeyOf } from '../http/idempotency-store';
import { requireMerchant } from '../merchants/merchant-hook';
import type { PlatformContext } from '../platform-context';
import { requireSession } from '../sessions/session-hook';
import { sendPlayPage } from './html-page';
import { LaunchService, type LaunchRequest } from './launch-service';
import type { GameReference } from './play-games';
import { allowedStakes } from './slot-machine';
import { SlotService } from './slot-service';
import { endedPage, slotPage } from './slot-page';

type Query = Record<string, string | undefined>;

/** The request's language: the query's, else the header's, else EN. */
export function languageOf(request: FastifyRequest): string {
  const fromQuery = (request.query as Query)['language'];
  const fromHeader = request.headers['language'];
  return fromQuery ?? (typeof fromHeader === 'string' && fromHeader ? fromHeader : 'EN');
}

/** Reads which game a launch names: nodeId, else vendor + gameId, else gameCode; 400 when none. */
function referenceOf(query: Query): GameReference {
  if (query['nodeId'] !== undefined) return { nodeId: Number(query['nodeId']) };
  if (query['vendor'] !== undefined && query['gameId'] !== undefined) return { vendor: query['vendor'], gameId: query['gameId'] };
  if (query['gameCode'] !== undefined) return { gameCode: query['gameCode'] };
  throw new ApiError(400, 'BAD_REQUEST', 'Name the game by nodeId, by vendor and gameId, or by gameCode');
}

/** GET /wps/game/launch, POST /wps/demo/slot/spin and the demo slot page GET /demo/slot/:ticket. */
export function registerLaunchRoutes(app: FastifyInstance, context: PlatformContext): void {
  const launches = new LaunchService(context);
  const slot = new SlotService(context);

  app.get('/wps/game/launch', async (request) => {
    const merchant = requireMerchant(request);
    const account = requireSession(request);
    const query = request.query as Query;
    const launch: LaunchRequest = {
      reference: referenceOf(query),
      ...(query['gameCategory'] === undefined ? {} : { gameCategory: query['gameCategory'] }),
      ...(query['vendor'] === undefined ? {} : { vendor: query['vendor'] }),
      freePlay: query['freePlay'] === '1',
      ...(query['playType'] === undefined ? {} : { playType: query['playType'] as LottoPlayType }),
      language: languageOf(request),
    };
    return ok(launches.launch(merchant, account, launch));
  });

  app.post('/wps/demo/slot/spin', async (request) => {
    const merchant = requireMerchant(request);
    const body = request.body as { ticket: string; stakeMinor: number };
    return ok(slot.spin(merchant.code, body, idempotencyKeyOf(request)));
  });

  app.get('/demo/slot/:ticket', async (request, reply) => {
    const { ticket } = request.params as { ticket: string };
    let found;
    try {
      found = slot.ticketed(ticket, null);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return sendPlayPage(reply, endedPage('EN'), 404);
    }
    return sendPlayPage(
      reply,
      slotPage({
        ticket,
        merchant: found.ticket.merchantCode,
        gameName: found.game.gameName,
        vendorName: found.game.vendorName,
        stakes: allowedStakes(found.game.minBetMinor),
        balanceMinor: slot.balanceOf(found.ticket),
        currency: found.ticket.currency,
        freePlay: found.ticket.wallet === 'demo',
        language: found.ticket.language,
      }),
    );
  });
}
