/** Who is using the app, as the permission rules see it (SPEC §6). */
export type Role = 'guest' | 'trial' | 'member' | 'agent';

/** Account types that are real (non-trial) accounts (SPEC §3: 0, 1, 2). */
export const REAL_ACCOUNT_TYPES: readonly number[] = [0, 1, 2];

/** The trial / free-play account type and the default for an unknown type (SPEC §3). */
export const TRIAL_ACCOUNT_TYPE = 4;

/** Account types that are never agents (SPEC §4 'Agent on home load'). */
export const NON_AGENT_TYPES: readonly number[] = [4, 40, 41, 42];

/** Tells whether an account type is a real account. */
export function isRealAccountType(type: number): boolean {
  return REAL_ACCOUNT_TYPES.includes(type);
}

/**
 * Tells whether an account type may act as an agent. The spec has two readings ('above 0 means
 * agent' and 'types 4, 40, 41, 42 are non-agent'); both hold here: above 0 and not a non-agent type.
 */
export function isAgentType(type: number): boolean {
  return type > 0 && !NON_AGENT_TYPES.includes(type);
}

/** What classifying a visitor needs: the session's account type (null without a session) and the agent flag. */
export interface RoleFacts {
  readonly accountType: number | null;
  /** Whitelabel flag AGENTPOLICY3 is on. */
  readonly agentPolicy: boolean;
}

/**
 * Classifies the visitor: no session is a guest; any type other than 0, 1, 2 is a trial account;
 * a real account is an agent when AGENTPOLICY3 is on and its type is an agent type; else a member.
 */
export function roleOf({ accountType, agentPolicy }: RoleFacts): Role {
  if (accountType === null) return 'guest';
  if (!isRealAccountType(accountType)) return 'trial';
  return agentPolicy && isAgentType(accountType) ? 'agent' : 'member';
}

/** Tells whether a role has a session of any kind. */
export function isLoggedIn(role: Role): boolean {
  return role !== 'guest';
}

/** Tells whether a role is a real account (member or agent). */
export function isRealAccount(role: Role): boolean {
  return role === 'member' || role === 'agent';
}
