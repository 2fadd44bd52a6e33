/** The loaders of the built screens, generated at build time from `PAGE_MODULES` (tools/src/page-loaders-plugin.ts). */
declare module 'virtual:page-loaders' {
  import type { ComponentType } from 'react';
  import type { RouteId } from '@gp/domain';

  /** For each built screen, by route: loads its module (a chunk of its own) and gives its component. */
  export const PAGE_LOADERS: Partial<Record<RouteId, () => Promise<ComponentType>>>;
}
