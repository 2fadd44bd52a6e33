import { timingSafeEqual } from 'node:crypto';
import { ApiError, rateLimitedError } from '../http/envelope';
import { IdempotencyStore } from '../http/idempotency-store';
import type { PlatformContext } from '../platform-context';
import { hashToken, newOpaqueToken } from '../security/token-hash';
import type { SessionAccount } from '../sessions/session-store';
import { DepositRepository, type DepositFilter, type DepositRecord } from './deposit-repository';
import { DEPOSIT_METHODS, depositFeeMinor, findDepositMethod, FIRST_DEPOSIT_MIN_MINOR } from './payment-methods';
import { depositInstructionsOf } from './deposit-instructions';
import { pageOf, type PageRequest } from '../http/paging';
import { depositRange, depositReference, depositUnavailability } from '@gp/domain';
import type { Schema } from '../contract/schema-types';
import { decodeImageUpload, type ImageUploadBody } from '../http/image-upload';
import { PromotionRewards } from '../engagement/promotion-rewards';
import { ReferralRewards } from '../engagement/referral-rewards';
import { ResponsibleGaming } from '../responsible-gaming/responsible-gaming';

/** How long a pending deposit can be paid: 30 minutes. */
export const DEPOSIT_TTL_MS = 30 * 60_000;

/** How long after a reminder of a deposit the next one may be sent: 10 minutes. */
export const DEPOSIT_REMINDER_GAP_MS = 10 * 60_000;

/** How long after a receipt upload for a deposit the next one may come: 60 seconds. */
export const DEPOSIT_RECEIPT_GAP_MS = 60_000;

/** The body of createDeposit. */
export type CreateDepositRequest = Schema<'CreateDepositRequest'>;

/** A deposit as the contract's `Deposit` shows it. */
export type DepositView = Schema<'Deposit'>;

/** What the payment provider's confirmation or cancellation did. */
export type ProviderOutcome = 'paid' | 'cancelled' | 'unchanged';

/** The sandbox checkout page of a deposit, holding its provider token. */
export function sandboxPaymentUrl(depositId: number, token: string): string {
  return `/sandbox/pay/${depositId}?token=${encodeURIComponent(token)}`;
}

/**
 * Deposits: starting one (method limits, idempotency key), and the payment provider's answer,
 * which credits the wallet exactly once in the same transaction that marks the deposit paid (and
 * gives the recommender's referral reward when this deposit qualifies the member, and the bonus of
 * a deposit promotion the member joined when this deposit fulfils it).
 */
export class DepositService {
  private readonly deposits;
  private readonly keys;
  private readonly referralRewards;
  private readonly promotionRewards;
  private readonly responsibleGaming;

  constructor(private readonly context: PlatformContext) {
    this.deposits = new DepositRepository(context.db);
    this.keys = new IdempotencyStore(context.db);
    this.referralRewards = new ReferralRewards(context);
    this.promotionRewards = new PromotionRewards(context);
    this.responsibleGaming = new ResponsibleGaming(context);
  }

  /** Starts a deposit, or answers a retry of the same key with the same deposit and a fresh checkout link. */
  start(account: SessionAccount, key: string, body: CreateDepositRequest): DepositView {
    const now = this.context.now();
    const call = { memberId: account.memberId, operation: 'createDeposit', key, request: body };
    const earlier = this.keys.replay<DepositView>(call, now);
    if (earlier) return this.withFreshLink(earlier, account, now);

    const method = findDepositMethod(body.methodCode);
    if (!method) throw new ApiError(400, 'BAD_REQUEST', 'This payment method does not exist');
    if (depositUnavailability(method, now) !== null) {
      throw new ApiError(403, 'NO_PERMISSION', 'Sorry, this account does not have permission or the feature is temporarily unavailable');
    }
    const firstDeposit = !this.deposits.historyFacts(account.memberId).hasPaidDeposit;
    const range = depositRange(method, { firstDeposit, firstDepositMinMinor: FIRST_DEPOSIT_MIN_MINOR });
    if (body.amountMinor < range.minMinor || body.amountMinor > range.maxMinor) {
      throw new ApiError(400, 'AMOUNT_OUT_OF_RANGE', 'The amount is outside the limits of this payment method', { ...range });
    }
    this.responsibleGaming.refuseDeposit(account.memberId, body.amountMinor, now);
    const token = newOpaqueToken();
    return this.context.db.transaction(() => {
      const id = this.deposits.create({
        memberId: account.memberId,
        methodCode: method.code,
        amountMinor: body.amountMinor,
        feeMinor: depositFeeMinor(method, body.amountMinor),
        promoCode: body.promoCode ?? null,
        tokenHash: hashToken(token),
        at: now,
        expiresAt: now + DEPOSIT_TTL_MS,
      });
      const view = this.viewOf(this.ownDeposit(id, account, now), null);
      // The kept answer has no checkout link: the provider token is never stored.
      this.keys.save(call, view, now);
      return { ...view, paymentUrl: sandboxPaymentUrl(id, token) };
    })();
  }

  /** The deposit methods as the member may use them now, with the first-deposit rule and the last used method. */
  methods(account: SessionAccount): Schema<'DepositMethodList'> {
    const now = this.context.now();
    const facts = this.deposits.historyFacts(account.memberId);
    return {
      currency: account.currency,
      firstDeposit: !facts.hasPaidDeposit,
      firstDepositMinMinor: FIRST_DEPOSIT_MIN_MINOR,
      lastUsedCode: facts.lastUsedMethod,
      methods: DEPOSIT_METHODS.map((method) => ({
        code: method.code,
        name: method.name,
        kind: method.kind,
        minMinor: method.minMinor,
        maxMinor: method.maxMinor,
        feePercent: method.feePercent,
        processing: method.processing,
        logoUrl: `/media/payments/${method.code.toLowerCase()}.svg`,
        enabled: method.enabled,
        serviceHours: method.serviceHours,
        unavailable: depositUnavailability(method, now),
      })),
    };
  }

  /** One page of the member's deposits (newest first) in a time range, of one status or all. */
  list(account: SessionAccount, filter: DepositFilter, range: { from: number; to: number }, page: PageRequest): Schema<'DepositPage'> {
    const now = this.context.now();
    const { items, total } = this.deposits.list({ memberId: account.memberId, filter, ...range, limit: page.pageSize, offset: page.offset, now });
    return { currency: account.currency, items: items.map((deposit) => this.viewOf(deposit, null)), page: pageOf(page, total) };
  }

  /** A member's own deposit as the contract shows it; 404 NOT_FOUND for another member's. */
  view(id: number, account: SessionAccount): DepositView {
    return this.viewOf(this.ownDeposit(id, account, this.context.now()), null);
  }

  /**
   * Reminds the operator of a waiting deposit (the player paid and nothing arrived): 400
   * BAD_REQUEST when it is not waiting, 429 RATE_LIMITED within 10 minutes of the last reminder.
   */
  remind(id: number, account: SessionAccount): DepositView {
    const now = this.context.now();
    const deposit = this.ownDeposit(id, account, now);
    if (deposit.status !== 'pending') throw new ApiError(400, 'BAD_REQUEST', 'This deposit is not waiting for payment');
    if (!this.deposits.markReminded(id, now, now - DEPOSIT_REMINDER_GAP_MS)) {
      throw rateLimitedError((deposit.remindedAt ?? now) + DEPOSIT_REMINDER_GAP_MS - now, 'A reminder of this deposit was sent a moment ago');
    }
    return this.viewOf(this.ownDeposit(id, account, now), null);
  }

  /**
   * Keeps the payment receipt of a waiting deposit (a later one replaces it): 400 BAD_REQUEST when
   * it is not waiting, 400 VALIDATION_FAILED for a bad picture, 429 RATE_LIMITED within 60 seconds
   * of the last upload.
   */
  attachReceipt(id: number, account: SessionAccount, picture: ImageUploadBody): DepositView {
    const now = this.context.now();
    const deposit = this.ownDeposit(id, account, now);
    if (deposit.status !== 'pending') throw new ApiError(400, 'BAD_REQUEST', 'This deposit is not waiting for payment');
    const image = decodeImageUpload(picture);
    if (!this.deposits.saveReceipt(id, { mimeType: picture.mimeType, image }, now, now - DEPOSIT_RECEIPT_GAP_MS)) {
      throw rateLimitedError((deposit.receiptAt ?? now) + DEPOSIT_RECEIPT_GAP_MS - now, 'A receipt for this deposit came a moment ago');
    }
    return this.viewOf(this.ownDeposit(id, account, now), null);
  }

  /** The deposit and whether `token` is its provider token; undefined when either is wrong. */
  checkProviderToken(id: number, token: string): DepositRecord | undefined {
    const found = this.deposits.findForProvider(id, this.context.now());
    if (!found || !timingSafeEqual(found.tokenHash, hashToken(token))) return undefined;
    return found.deposit;
  }

  /**
   * The provider confirms payment: marks the deposit paid and credits the wallet, once (with the
   * referral reward and the joined promotion's bonus it qualifies for).
   */
  confirm(id: number, token: string): ProviderOutcome {
    return this.context.db.transaction((): ProviderOutcome => {
      const deposit = this.checkProviderToken(id, token);
      if (!deposit || deposit.status !== 'pending') return 'unchanged';
      const at = this.context.now();
      const entry = this.context.ledger.post({
        memberId: deposit.memberId,
        wallet: 'cash',
        amountMinor: deposit.amountMinor,
        kind: 'deposit',
        reference: `deposit:${deposit.id}`,
        at,
      });
      if (!this.deposits.markPaid(deposit.id, entry.id, at)) throw new Error(`deposit ${deposit.id} was settled meanwhile`);
      this.referralRewards.afterDeposit(deposit.memberId, at);
      this.promotionRewards.afterDeposit(deposit.memberId, deposit.amountMinor, at);
      return 'paid';
    })();
  }

  /** The player abandons the checkout: a pending deposit is cancelled, nothing is credited. */
  cancel(id: number, token: string): ProviderOutcome {
    const deposit = this.checkProviderToken(id, token);
    if (!deposit || deposit.status !== 'pending') return 'unchanged';
    return this.deposits.markCancelled(deposit.id, this.context.now()) ? 'cancelled' : 'unchanged';
  }

  private ownDeposit(id: number, account: SessionAccount, now: number): DepositRecord {
    const deposit = this.deposits.findOwn(id, account.memberId, now);
    if (!deposit) throw new ApiError(404, 'NOT_FOUND', 'No such deposit');
    return deposit;
  }

  /** The deposit of a kept answer as it is now, with a fresh checkout link while it is still pending. */
  private withFreshLink(earlier: DepositView, account: SessionAccount, now: number): DepositView {
    const deposit = this.ownDeposit(earlier.id, account, now);
    if (deposit.status !== 'pending') return this.viewOf(deposit, null);
    const token = newOpaqueToken();
    this.deposits.replaceToken(deposit.id, hashToken(token));
    return this.viewOf(deposit, sandboxPaymentUrl(deposit.id, token));
  }

  private viewOf(deposit: DepositRecord, paymentUrl: string | null): DepositView {
    const method = findDepositMethod(deposit.methodCode);
    return {
      id: deposit.id,
      status: deposit.status,
      methodCode: deposit.methodCode,
      amountMinor: deposit.amountMinor,
      feeMinor: deposit.feeMinor,
      creditedMinor: deposit.status === 'paid' ? deposit.amountMinor : 0,
      reference: depositReference(deposit.id),
      currency: deposit.currency,
      promoCode: deposit.promoCode,
      createdAt: deposit.createdAt,
      expiresAt: deposit.expiresAt,
      settledAt: deposit.settledAt,
      remindedAt: deposit.remindedAt,
      receiptAt: deposit.receiptAt,
      paymentUrl,
      instructions: deposit.status === 'pending' && method ? depositInstructionsOf(method.kind, deposit) : null,
    };
  }
}
