import { onTestFinished } from 'vitest';

/**
 * Gives jsdom the object URLs it lacks for the length of one test: `URL.createObjectURL` answers
 * `blob:preview-1`, `-2`..., and revoking does nothing; both are put back when the test ends.
 */
export function stubObjectUrls(): void {
  const created = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');
  const revoked = Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL');
  let count = 0;
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => `blob:preview-${(count += 1)}` });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  onTestFinished(() => {
    for (const [name, descriptor] of [['createObjectURL', created], ['revokeObjectURL', revoked]] as const) {
      if (descriptor) Object.defineProperty(URL, name, descriptor);
      else Reflect.deleteProperty(URL, name);
    }
  });
}
