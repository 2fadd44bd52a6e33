import type { Schema } from '../contract/schema-types';

/** The contract's SessionInfo: what the app keeps as MC_SESSION_INFO. */
export type SessionInfo = Schema<'SessionInfo'>;

/** The SessionInfo of a new session of an account. */
export function sessionInfoOf(
  account: { readonly username: string; readonly nickname: string | null; readonly type: number },
  session: { readonly token: string; readonly expiresAt: number },
  firstTimeLogin: boolean,
  merchantCode: string,
): SessionInfo {
  const type = account.type as SessionInfo['type'];
  return {
    token: session.token,
    merchantCode,
    userName: account.username,
    nickname: account.nickname,
    type,
    customerType: type,
    firstTimeLogin,
    expiresAt: session.expiresAt,
  };
}
