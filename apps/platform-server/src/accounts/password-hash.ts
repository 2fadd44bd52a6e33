import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost parameters: N = 2^17, r = 8, p = 1, as the platform's security rules require. */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;

/**
 * The cost new hashes get in the test suites (PASSWORD_HASH_COST=test: the server's unit tests and
 * the end-to-end server): the same scrypt, 128 times cheaper. A login costs about 0.75 s of CPU and
 * 128 MB at the real cost, which on a busy 2-core machine pushed the suites' logins to their time
 * limits without testing anything more. A hash carries its own cost, so checking one made at
 * either cost works anywhere.
 */
export const TEST_SCRYPT_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const;

/** The scrypt cost of new hashes: the real one, or the test one under PASSWORD_HASH_COST=test (refused in production). */
export function scryptParamsOf(env: NodeJS.ProcessEnv): { readonly N: number; readonly r: number; readonly p: number } {
  if (env['PASSWORD_HASH_COST'] !== 'test') return SCRYPT_PARAMS;
  if (env['NODE_ENV'] === 'production') throw new Error('PASSWORD_HASH_COST=test is for the test suites only, never with NODE_ENV=production');
  return TEST_SCRYPT_PARAMS;
}

const DEFAULT_PARAMS = scryptParamsOf(process.env);
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: { readonly N: number; readonly r: number; readonly p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$key` (base64 parts), with a fresh random salt, at the process's cost (`scryptParamsOf`). */
export async function hashPassword(password: string, params: { readonly N: number; readonly r: number; readonly p: number } = DEFAULT_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Tells whether a password matches a stored hash, comparing in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
