import { seededRandom as seededDraws } from '@gp/domain';
import { randomBytes, randomInt } from 'node:crypto';

/** Where the security module takes its randomness from; tests inject a deterministic one. */
export interface RandomSource {
  /** A uniformly random integer in [min, max). */
  int(min: number, max: number): number;
  /** `length` random bytes. */
  bytes(length: number): Buffer;
}

/** The cryptographically secure default: `crypto.randomInt` and `crypto.randomBytes`. */
export const cryptoRandom: RandomSource = {
  int: (min, max) => randomInt(min, max),
  bytes: (length) => randomBytes(length),
};

/**
 * A deterministic source (mulberry32) for tests and reproducible images. Never use it for
 * anything secret: its output is predictable from the seed.
 */
export function seededRandom(seed: number): RandomSource {
  const next = seededDraws(seed);
  return {
    int: (min, max) => min + Math.floor(next() * (max - min)),
    bytes: (length) => Buffer.from(Array.from({ length }, () => Math.floor(next() * 256))),
  };
}
