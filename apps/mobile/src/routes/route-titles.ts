import type { MessageDescriptor } from 'react-intl';
import { routeTitleSourceOf, type RouteId } from '@gp/domain';

/**
 * The title of a route: the spec's (domain `routeTitleKeyOf`, `route.specTitle.<key>`), else the
 * screen's own name (`route.<routeId>.title`). The texts are in `route-title-messages.ts`.
 */
export function routeTitleOf(id: RouteId): MessageDescriptor {
  const source = routeTitleSourceOf(id);
  return { id: source.kind === 'spec' ? `route.specTitle.${source.key}` : `route.${source.id}.title` };
}
