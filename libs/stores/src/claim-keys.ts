/**
 * Idempotency-Keys of claims (today's sign-in, a reward): one key per thing claimed, sent again on
 * every retry of it until the claim is settled (credited, or refused for good), so that a retry
 * after a lost answer never credits twice. In memory: after a reload the platform's own
 * once-only rule (ALREADY_CLAIMED) answers instead.
 */
export class ClaimKeys {
  private readonly keys = new Map<string, string>();

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key of a claim of `target`: the one already made for it, else a new one. */
  keyFor(target: string): string {
    let key = this.keys.get(target);
    if (key === undefined) {
      key = this.newKey();
      this.keys.set(target, key);
    }
    return key;
  }

  /** The claim of `target` is settled: a next claim of it is a new one. */
  settled(target: string): void {
    this.keys.delete(target);
  }
}

/** Whether a failed claim is settled (the platform refused it for good) rather than worth a retry with the same key. */
export function refusedForGood(code: string): boolean {
  return !['NETWORK', 'TIMEOUT', 'INTERNAL_ERROR', 'BAD_RESPONSE', 'UNKNOWN', 'RATE_LIMITED'].includes(code);
}
