import { AGENT_CUSTOM_MAX_DAYS, agentCustomRange, agentNamedPeriodOf, agentPeriodRange, type AgentNamedPeriod, type AgentPeriod } from '@gp/domain';
import { ApiError } from '../../http/envelope';
import { queryText } from '../shared/query-text';

/** The period of an agent-centre report: its name and bounds (`from` inclusive, `to` exclusive, ms). */
export interface ReportPeriod {
  readonly period: AgentPeriod;
  readonly from: number;
  readonly to: number;
}

function badRange(message: string): ApiError {
  return new ApiError(400, 'BAD_REQUEST', message, { maxDays: AGENT_CUSTOM_MAX_DAYS });
}

/**
 * The report period a query asks for (`period`, with `from` and `to` dates for `custom`), by the
 * agent centre's shared rules (@gp/domain agent-periods); `fallback` when `period` is absent. A
 * custom range that is missing, not dates, backwards or longer than 62 days is 400 BAD_REQUEST
 * with `value.maxDays`.
 */
export function reportPeriodOf(query: unknown, fallback: AgentNamedPeriod, now: number): ReportPeriod {
  const name = queryText(query, 'period') ?? fallback;
  if (name === 'custom') {
    const range = agentCustomRange(queryText(query, 'from') ?? '', queryText(query, 'to') ?? '');
    if (range === 'too-long') throw badRange(`A custom range is at most ${AGENT_CUSTOM_MAX_DAYS} days`);
    if (range === 'invalid') throw badRange('A custom range needs a first and a last day (YYYY-MM-DD), the first not after the last');
    return { period: 'custom', ...range };
  }
  const period = agentNamedPeriodOf(name);
  if (!period) throw new ApiError(400, 'BAD_REQUEST', 'The period is not known');
  return { period, ...agentPeriodRange(period, now) };
}
