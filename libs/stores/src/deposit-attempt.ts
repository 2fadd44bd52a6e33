import { APP_STORAGE_KEYS } from '@gp/domain';
import { safeGetItem, safeRemoveItem, safeSetItem, type KeyValueStorage } from './ports';

/** A deposit the player confirmed: what was sent, its Idempotency-Key, and the deposit once known. */
export interface DepositAttempt {
  readonly key: string;
  readonly methodCode: string;
  readonly amountMinor: number;
  readonly depositId: number | null;
}

function isAttempt(value: unknown): value is DepositAttempt {
  const attempt = value as Partial<DepositAttempt> | null;
  return (
    typeof attempt?.key === 'string' &&
    typeof attempt.methodCode === 'string' &&
    typeof attempt.amountMinor === 'number' &&
    (attempt.depositId === null || typeof attempt.depositId === 'number')
  );
}

/**
 * The deposit being confirmed, kept in session storage (cleared on logout) until it is settled, so
 * that a double tap, a retry or a reload sends the same Idempotency-Key for the same method and
 * amount, and the platform answers with the same deposit instead of making a second one.
 */
export class DepositAttempts {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly newKey: () => string,
  ) {}

  /** The kept attempt, or null. */
  current(): DepositAttempt | null {
    try {
      const value: unknown = JSON.parse(safeGetItem(this.storage, APP_STORAGE_KEYS.depositAttempt) ?? 'null');
      return isAttempt(value) ? value : null;
    } catch {
      return null;
    }
  }

  /** The key of a deposit of this method and amount: the kept attempt's when it is the same, else a new one, kept. */
  keyFor(methodCode: string, amountMinor: number): string {
    const kept = this.current();
    if (kept && kept.methodCode === methodCode && kept.amountMinor === amountMinor) return kept.key;
    const attempt: DepositAttempt = { key: this.newKey(), methodCode, amountMinor, depositId: null };
    this.save(attempt);
    return attempt.key;
  }

  /** Notes the deposit the platform made for the kept attempt. */
  madeDeposit(depositId: number): void {
    const kept = this.current();
    if (kept) this.save({ ...kept, depositId });
  }

  /** The deposit is settled (or abandoned): the next confirm is a new deposit. */
  forget(): void {
    safeRemoveItem(this.storage, APP_STORAGE_KEYS.depositAttempt);
  }

  private save(attempt: DepositAttempt): void {
    safeSetItem(this.storage, APP_STORAGE_KEYS.depositAttempt, JSON.stringify(attempt));
  }
}
