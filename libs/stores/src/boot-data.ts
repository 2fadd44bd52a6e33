/** One part of the boot data index.html carries (`boot.home`, `boot.catalogue`...), unchecked; undefined when absent. */
export function bootPartOf(boot: unknown, key: string): unknown {
  return typeof boot === 'object' && boot !== null && key in boot ? (boot as Record<string, unknown>)[key] : undefined;
}
