import { randomInt } from 'node:crypto';
import { ApiError, rateLimitedError } from '../http/envelope';
import { IdempotencyStore } from '../http/idempotency-store';
import type { PlatformContext } from '../platform-context';
import { hashToken } from '../security/token-hash';
import { SqliteRateLimiter } from '../rate-limit/sqlite-rate-limiter';
import { GameTickets, type GameTicket } from './game-tickets';
import { OrderStore } from './order-store';
import { isLotteryCategory, PlayGames, type PlayGame } from './play-games';
import { allowedStakes, spin, type RandomInt } from './slot-machine';
import type { Schema } from '../contract/schema-types';
import { ResponsibleGaming } from '../responsible-gaming/responsible-gaming';

/** Spins allowed per ticket per second. */
export const SPINS_PER_SECOND = 5;

/** Every this many spins, spent rate-limit hits are deleted. */
const PURGE_EVERY_SPINS = 500;

/** The outcome of one spin as the API answers it (schema SlotSpin). */
export type SlotSpinResult = Schema<'SlotSpin'>;

/** A live ticket and the game it opens. */
export interface TicketedGame {
  readonly ticket: GameTicket;
  readonly game: PlayGame;
}

/** Refuses an unknown, expired or other merchant's ticket, or one for the wrong kind of game. */
export function requireTicket(
  tickets: GameTickets,
  games: PlayGames,
  request: { ticket: string; merchant: string | null; now: number; lottery: boolean },
): TicketedGame {
  const ticket = tickets.find(request.ticket, request.merchant, request.now);
  const game = ticket ? games.byNodeId(ticket.nodeId) : null;
  if (!ticket || !game || isLotteryCategory(game.category) !== request.lottery) {
    throw new ApiError(401, 'SESSION_EXPIRED', 'This game session has ended, please launch the game again');
  }
  return { ticket, game };
}

/** Refuses a stake that is not one of the game's stakes (400 AMOUNT_OUT_OF_RANGE). */
export function requireStake(game: PlayGame, stakeMinor: number): void {
  const stakes = allowedStakes(game.minBetMinor);
  if (!stakes.includes(stakeMinor)) {
    throw new ApiError(400, 'AMOUNT_OUT_OF_RANGE', 'Choose one of the stakes of this game', { allowedStakes: stakes });
  }
}

/**
 * The demo slot: a spin debits the stake and credits the win in one transaction with its settled
 * order, from the server's cryptographic randomness (or the one given, in tests).
 */
export class SlotService {
  private readonly tickets;
  private readonly games;
  private readonly orders;
  private readonly idempotency;
  private readonly limiter;
  private readonly responsibleGaming;
  private spinsSincePurge = 0;

  constructor(
    private readonly context: PlatformContext,
    private readonly random: RandomInt = randomInt,
  ) {
    this.tickets = new GameTickets(context.db);
    this.games = new PlayGames(context.db);
    this.orders = new OrderStore(context.db);
    this.idempotency = new IdempotencyStore(context.db);
    this.limiter = new SqliteRateLimiter(context.db, { limit: SPINS_PER_SECOND, windowMs: 1000 });
    this.responsibleGaming = new ResponsibleGaming(context);
  }

  /** The live slot ticket of a merchant (null: any merchant, for the slot page), or 401 SESSION_EXPIRED. */
  ticketed(ticket: string, merchant: string | null): TicketedGame {
    return requireTicket(this.tickets, this.games, { ticket, merchant, now: this.context.now(), lottery: false });
  }

  /** One spin with a slot ticket of this merchant, at most once per Idempotency-Key. */
  spin(merchant: string, body: { ticket: string; stakeMinor: number }, idempotencyKey: string): SlotSpinResult {
    const now = this.context.now();
    const { ticket, game } = this.ticketed(body.ticket, merchant);
    this.spinsSincePurge += 1;
    if (this.spinsSincePurge >= PURGE_EVERY_SPINS) {
      this.spinsSincePurge = 0;
      this.limiter.purge(now);
    }
    const decision = this.limiter.consume(`slot-spin:${hashToken(body.ticket).toString('hex')}`, now);
    if (!decision.allowed) throw rateLimitedError(decision.retryAfterMs, 'Too many spins, please slow down');
    requireStake(game, body.stakeMinor);
    const call = { memberId: ticket.memberId, operation: 'slot-spin', key: idempotencyKey, request: body };
    return this.idempotency.run(call, now, () => {
      if (ticket.wallet === 'cash') this.responsibleGaming.refuseStake(ticket.memberId, body.stakeMinor, now);
      const outcome = spin(body.stakeMinor, this.random);
      const orderId = this.orders.insertSlot({
        merchant,
        memberId: ticket.memberId,
        nodeId: game.nodeId,
        wallet: ticket.wallet,
        stake: body.stakeMinor,
        win: outcome.winMinor,
        reels: JSON.stringify(outcome.reels),
        at: now,
      });
      const posting = { memberId: ticket.memberId, wallet: ticket.wallet, reference: `order:${orderId}`, at: now };
      this.context.ledger.post({ ...posting, amountMinor: -body.stakeMinor, kind: 'bet' });
      if (outcome.winMinor > 0) this.context.ledger.post({ ...posting, amountMinor: outcome.winMinor, kind: 'payout' });
      return {
        orderId,
        reels: outcome.reels,
        multiplier: outcome.multiplier,
        stakeMinor: body.stakeMinor,
        winMinor: outcome.winMinor,
        balanceMinor: this.context.ledger.balanceOf(ticket.memberId, ticket.wallet),
        currency: ticket.currency,
        wallet: ticket.wallet,
      };
    });
  }

  /** The balance a ticket plays with. */
  balanceOf(ticket: GameTicket): number {
    return this.context.ledger.balanceOf(ticket.memberId, ticket.wallet);
  }
}
