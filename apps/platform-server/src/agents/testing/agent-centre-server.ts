import { beforeAll } from 'vitest';
import { useClockedServer, type ClockedServer } from '../../testing/clocked-server';
import { authHeaders } from '../../testing/sessions';
import { seedAgentActivity } from '../agent-activity-seed';

/** 2026-11-26, a Thursday, 10:00 in Manila: the clock of the agent centre's tests. */
export const AGENT_TEST_NOW = Date.UTC(2026, 10, 26, 2, 0);

/** A server whose database has agent01's team's betting seeded at its clock, as main.ts and the end-to-end server do. */
export function useAgentCentreServer(now: number = AGENT_TEST_NOW): ClockedServer {
  const server = useClockedServer(now);
  beforeAll(() => seedAgentActivity(server.db, server.now));
  return server;
}

/** GET an agent-centre call as `username` of jade (agent01 by default); returns the response. */
export function agentGet(server: ClockedServer, url: string, username = 'agent01') {
  return server.app.inject({ method: 'GET', url, headers: authHeaders(server, username, 'jade') });
}

/** The `value` of a 200 answer to an agent-centre GET, failing the test on any other status. */
export async function agentValue<T>(server: ClockedServer, url: string, username = 'agent01'): Promise<T> {
  const response = await agentGet(server, url, username);
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { value: T }).value;
}
