import type { HelpCentreQuery } from '@gp/domain';

/** Reads the help query of the address (`tag`, `p`, `c`). */
export function helpQueryOf(params: URLSearchParams): HelpCentreQuery {
  return { tag: params.get('tag'), p: params.get('p'), c: params.get('c') };
}
