import type { LightMyRequestResponse } from 'fastify';
import type { ClockedServer } from '../testing/clocked-server';
import { openDraw } from '../play/draw-schedule';
import { LotteryDraws } from '../play/lottery-draws';
import { gameWhere, launch, newKey, newPlayer } from '../play/play-test-kit';

/** Test support: one new player's responsible-gaming calls, deposits, spins and lottery bets on aurora. */
export interface RgPlayer {
  readonly memberId: number;
  /** Session headers; a new session is made whenever the clock moved past the last one's life. */
  readonly headers: Record<string, string>;
  /** PUT a money limit (null removes it). */
  setLimit(kind: string, period: string, amountMinor: number | null): Promise<LightMyRequestResponse>;
  /** GET the status. */
  status(): Promise<{ limits: { kind: string; period: string; amountMinor: number | null; usedMinor: number; resetsAt: number; pending: { amount: number | null; appliesAt: number } | null }[]; sessionLimit: { minutes: number | null; usedMinutes: number } }>;
  /** Starts a GCash deposit. */
  deposit(amountMinor: number): Promise<LightMyRequestResponse>;
  /** Starts a GCash deposit and pays it through the sandbox provider. */
  paidDeposit(amountMinor: number): Promise<LightMyRequestResponse>;
  /** Launches a slot with cash and returns its ticket. */
  slotTicket(): Promise<string>;
  /** One slot spin with a ticket. */
  spin(ticket: string, stakeMinor: number): Promise<LightMyRequestResponse>;
  /** A lottery bet of `numbers` × `stakeEach` on the open draw. */
  lotteryBet(numbers: readonly string[], stakeEach: number): Promise<LightMyRequestResponse>;
}

/** A new aurora player holding `cashMinor`, with helpers for the calls limits guard. */
export function rgPlayer(server: ClockedServer, cashMinor: number): RgPlayer {
  const { memberId } = newPlayer(server, cashMinor);
  const sessions = server.app.platform.sessions;
  let session = { token: '', expiresAt: 0 };
  const headers = (): Record<string, string> => {
    if (session.expiresAt <= server.now + 60_000) {
      const created = sessions.create(memberId, server.now, { trial: false });
      session = { token: created.token, expiresAt: created.expiresAt };
    }
    return { merchant: 'aurora', authorization: session.token };
  };
  const inject = server.app.inject.bind(server.app);
  const slot = gameWhere(server.db, "game_category = 'RNG' AND min_bet_minor <= 10");
  const lottery = gameWhere(server.db, "vendor_code = 'ELOTT' AND min_bet_minor <= 100");
  return {
    memberId,
    get headers() {
      return headers();
    },
    setLimit: (kind, period, amountMinor) => inject({ method: 'PUT', url: '/wps/member/rg/limits', headers: headers(), payload: { kind, period, amountMinor } }),
    status: async () => (await inject({ url: '/wps/member/rg', headers: headers() })).json().value,
    deposit: (amountMinor) =>
      inject({ method: 'POST', url: '/wps/deposit', headers: { ...headers(), 'idempotency-key': newKey() }, payload: { methodCode: 'GCASH', amountMinor } }),
    paidDeposit: async (amountMinor) => {
      const started = await inject({ method: 'POST', url: '/wps/deposit', headers: { ...headers(), 'idempotency-key': newKey() }, payload: { methodCode: 'GCASH', amountMinor } });
      const deposit = started.json().value as { id: number; paymentUrl: string } | null;
      if (!deposit) return started;
      const token = new URL(deposit.paymentUrl, 'http://test').searchParams.get('token') ?? '';
      await inject({
        method: 'POST',
        url: `/sandbox/pay/${deposit.id}/confirm`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token }).toString(),
      });
      return started;
    },
    slotTicket: async () => (await launch(server.app, headers(), `nodeId=${slot.nodeId}`)).ticket,
    spin: (ticket, stakeMinor) =>
      inject({ method: 'POST', url: '/wps/demo/slot/spin', headers: { merchant: 'aurora', 'idempotency-key': newKey() }, payload: { ticket, stakeMinor } }),
    lotteryBet: async (numbers, stakeEach) => {
      const { ticket } = await launch(server.app, headers(), `nodeId=${lottery.nodeId}`);
      const drawNumber = openDraw(server.now, LotteryDraws.intervalOf(lottery.vendor)).drawNumber;
      return inject({
        method: 'POST',
        url: '/wps/lottery/orders',
        headers: { merchant: 'aurora', 'idempotency-key': newKey() },
        payload: { ticket, drawNumber, numbers, stakeMinor: stakeEach },
      });
    },
  };
}
