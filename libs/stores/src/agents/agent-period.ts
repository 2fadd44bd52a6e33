import { agentCustomRange, type AgentNamedPeriod } from '@gp/domain';
import type { AgentReportPeriod } from '@gp/api-client';

/** The period an agent report covers: a named one, or a custom range of Manila days (YYYY-MM-DD, both included). */
export type AgentPeriodChoice = { readonly period: AgentNamedPeriod } | { readonly period: 'custom'; readonly from: string; readonly to: string };

/** The query of a report for a period choice. */
export interface AgentPeriodQuery {
  readonly period: AgentReportPeriod;
  readonly from?: string;
  readonly to?: string;
}

/** The report query of a period choice. */
export function periodQueryOf(choice: AgentPeriodChoice): AgentPeriodQuery {
  return choice.period === 'custom' ? { period: 'custom', from: choice.from, to: choice.to } : { period: choice.period };
}

/** Whether two period choices ask for the same report. */
export function samePeriod(a: AgentPeriodChoice, b: AgentPeriodChoice): boolean {
  return JSON.stringify(periodQueryOf(a)) === JSON.stringify(periodQueryOf(b));
}

/**
 * Checks a period choice before it is asked for: a custom range must be two dates in order and at
 * most 62 days long (domain `agentCustomRange`; the platform refuses the same).
 */
export function periodChoiceProblem(choice: AgentPeriodChoice): 'invalid' | 'too-long' | null {
  if (choice.period !== 'custom') return null;
  const range = agentCustomRange(choice.from, choice.to);
  return typeof range === 'string' ? range : null;
}
