import { recordRangeOf, type TimeRange } from '@gp/domain';
import { ApiError } from './envelope';

/**
 * The time range a record list's `from` and `to` ask for (domain `recordRangeOf`): the whole
 * history without either, 30 days from one end alone, at most 30 days between both; 400
 * BAD_REQUEST for a longer, empty or reversed range.
 */
export function recordRangeQuery(query: Record<string, string | undefined>): TimeRange {
  const numberOf = (value: string | undefined) => (value === undefined ? null : Number(value));
  const range = recordRangeOf({ from: numberOf(query['from']), to: numberOf(query['to']) });
  if (range.kind === 'refused') throw new ApiError(400, 'BAD_REQUEST', 'The period must be ascending and at most 30 days');
  return range.kind === 'all' ? { from: 0, to: Number.MAX_SAFE_INTEGER } : { from: range.from, to: range.to };
}
