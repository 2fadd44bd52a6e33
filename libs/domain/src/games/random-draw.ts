/** A source of random numbers in [0, 1), passed in because the domain has none of its own. */
export type RandomSource = () => number;

/**
 * Draws a whole index from 0 to size - 1 from a random source. A draw that strays outside
 * [0, 1) is clamped into range, and one that is not a number gives 0. Size must be at least 1.
 */
export function drawIndex(random: RandomSource, size: number): number {
  const drawn = Math.floor(random() * size);
  return Number.isFinite(drawn) ? Math.min(Math.max(drawn, 0), size - 1) : 0;
}

/**
 * A random source that gives the same draws for the same seed (mulberry32): a server render and the
 * browser's hydration of it draw alike (the image CDN, the players online) from the seed the page carries.
 */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Draws a number in [0, 1) for a key: the same seed and key always give the same number, whatever
 * was drawn before and in whatever order. A server render and the browser's hydration of it draw
 * alike from the seed the page carries even when React hydrates the page's parts in another order
 * than the server rendered them.
 */
export type KeyedRandom = (key: string) => number;

/** The keyed draws of one seed (FNV-1a of the key from the seed, then one mulberry32 step). */
export function keyedRandom(seed: number): KeyedRandom {
  return (key) => {
    let hash = (0x811c9dc5 ^ seed) >>> 0;
    for (let index = 0; index < key.length; index += 1) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193) >>> 0;
    return seededRandom(hash)();
  };
}

/** A seed from a random source, for a page that carries none (a render in the browser only): its draws differ from visit to visit. */
export function seedFrom(random: RandomSource): number {
  return (random() * 2 ** 31) >>> 0;
}
