import { describe, expect, it } from 'vitest';
import { ROUTE_IDS, routeTitleKeyOf, routeTitleSourceOf, type RouteId } from '@gp/domain';
import { OWN_TITLES, SPEC_TITLES } from './route-title-messages';
import { routeTitleOf } from './route-titles';

describe('route titles', () => {
  it('names exactly the screens the spec gives no title, so no message is unreachable', () => {
    const own = ROUTE_IDS.filter((id) => routeTitleKeyOf(id) === null);
    expect(Object.keys(OWN_TITLES).sort()).toEqual([...own].sort());
  });

  it('takes the spec title where there is one', () => {
    expect(routeTitleOf('forget').id).toBe('route.specTitle.password');
    expect(routeTitleOf('withdraw' satisfies RouteId).id).toBe('route.withdraw.title');
  });

  it('makes, for every route, the id its message is written under', () => {
    for (const id of ROUTE_IDS) {
      const source = routeTitleSourceOf(id);
      const written = source.kind === 'spec' ? SPEC_TITLES[source.key] : OWN_TITLES[source.id];
      expect(routeTitleOf(id).id, id).toBe(written.id);
    }
  });
});
