import type * as Jose from 'jose';

/**
 * Payloads the app sealed, newest last. jsdom's byte arrays are of another realm than jose
 * accepts, so page tests fake sealing (the api client's tests seal for real).
 */
export const sealedPayloads: unknown[] = [];

/**
 * jose with sealing faked: `CompactEncrypt` records the plaintext in `sealedPayloads` and gives a
 * dummy compact JWE. For `vi.mock('jose', async (real) => fakeJose(await real()))` in a
 * `*.isolated.test.tsx` page test.
 */
export function fakeJose(real: typeof Jose): typeof Jose {
  class FakeCompactEncrypt {
    constructor(private readonly plaintext: ArrayLike<number>) {}
    setProtectedHeader() {
      return this;
    }
    async encrypt() {
      sealedPayloads.push(JSON.parse(new TextDecoder().decode(Uint8Array.from(this.plaintext))));
      return 'eyJhIjoxfQ..aXY.Y2lwaGVy.dGFn';
    }
  }
  return { ...real, CompactEncrypt: FakeCompactEncrypt, importJWK: async () => ({}) } as unknown as typeof Jose;
}
