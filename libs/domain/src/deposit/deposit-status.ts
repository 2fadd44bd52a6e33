/** A deposit's status as the platform stores it. */
export type DepositPlatformStatus = 'pending' | 'paid' | 'cancelled' | 'expired';

/** A deposit's status as the deposit record names it for the player. */
export type DepositRecordStatus = 'waiting' | 'paid' | 'expired' | 'failed';

const RECORD_STATUS: Readonly<Record<DepositPlatformStatus, DepositRecordStatus>> = {
  pending: 'waiting',
  paid: 'paid',
  expired: 'expired',
  cancelled: 'failed',
};

/** The record's name of a deposit status: pending is waiting, cancelled (abandoned at the provider) failed. */
export function depositRecordStatus(status: DepositPlatformStatus): DepositRecordStatus {
  return RECORD_STATUS[status];
}

/** The countdown to a pending deposit's expiry, 'mm:ss' (never below 00:00). */
export function expiryCountdown(expiresAt: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((expiresAt - now) / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The reference a player quotes for a deposit: 'D' and its id padded to eight digits. */
export function depositReference(depositId: number): string {
  return `D${String(depositId).padStart(8, '0')}`;
}
