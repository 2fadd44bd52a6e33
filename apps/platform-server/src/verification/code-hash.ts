import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Digits in an SMS code. */
export const SMS_CODE_LENGTH = 6;

const CODE_PATTERN = /^\d{6}$/;

/** Whether a string has the shape of an SMS code: exactly six digits. */
export function isSmsCodeShape(value: string): boolean {
  return CODE_PATTERN.test(value);
}

/** A uniformly random six-digit code (leading zeros kept) from the operating system's CSPRNG. */
export function randomSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

/** A fresh 16-byte salt for one stored code. */
export function newCodeSalt(): Buffer {
  return randomBytes(16);
}

/**
 * HMAC-SHA256 of the salted code, keyed by the server secret. With a secret kept outside the
 * database, a leaked table does not give away codes by trying the million candidates; with an
 * empty secret it is a salted SHA-256 equivalent.
 */
export function hashSmsCode(code: string, salt: Buffer, secret: string | Buffer): Buffer {
  return createHmac('sha256', secret).update(salt).update(code, 'utf8').digest();
}

/** Whether a candidate code matches a stored salt and hash, comparing the hashes in constant time. */
export function smsCodeMatches(candidate: string, salt: Buffer, storedHash: Buffer, secret: string | Buffer): boolean {
  const actual = hashSmsCode(candidate, salt, secret);
  return actual.length === storedHash.length && timingSafeEqual(actual, storedHash);
}
