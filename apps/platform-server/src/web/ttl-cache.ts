/**
 * Values kept for a fixed time per key, then built again on the next read: for what every visitor
 * of a brand shares, so that a change shows within `ttlMs` without being built for every request.
 * Keys should come from a bounded set (brands, languages, routes); an expired entry is replaced,
 * never piled up.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { readonly value: V; readonly expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  /** The value of `key`: the cached one while it is fresh, else a new one from `build` (then cached). */
  get(key: string, build: () => V): V {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && now < entry.expiresAt) return entry.value;
    const value = build();
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    return value;
  }
}
