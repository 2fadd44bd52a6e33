import type { Page } from '@playwright/test';
import { CompactEncrypt, base64url, importJWK } from 'jose';
import { STORAGE_KEYS } from '@gp/domain';
import { E2E_PORT } from './brand-url';

/** The server's address for calls from Node (which cannot resolve `*.localhost`). */
const API = `http://127.0.0.1:${E2E_PORT}`;

/** What the app keeps as MC_SESSION_INFO (the session store's StoredSession). */
export interface StoredSession {
  readonly token: string;
  readonly merchantCode: string;
  readonly userName: string;
  readonly type: number;
  readonly firstTimeLogin?: boolean;
}

interface Envelope<T> {
  readonly success: boolean;
  readonly value: T;
  readonly errorCode: string | null;
}

async function call<T>(path: string, init: RequestInit & { merchant: string }): Promise<T> {
  const response = await fetch(`${API}${path}`, { ...init, headers: { Merchant: init.merchant, ...init.headers } });
  const body = (await response.json()) as Envelope<T>;
  if (!body.success) throw new Error(`${path} failed: ${body.errorCode}`);
  return body.value;
}

/**
 * Logs an account in the way the app does (SPEC §7): the server's public key, the payload sealed
 * as a compact JWE (RSA-OAEP-256 / A256GCM, plaintext { nonce, iat, data }), POST /wps/session/login.
 */
export async function loginThroughApi(merchant: string, username = 'demo', password = 'Demo1234'): Promise<StoredSession> {
  const key = await call<{ kty: 'RSA'; n: string; e: string; kid: string }>('/wps/session/key', { merchant });
  const publicKey = await importJWK({ kty: key.kty, n: key.n, e: key.e }, 'RSA-OAEP-256');
  const plaintext = { nonce: base64url.encode(crypto.getRandomValues(new Uint8Array(16))), iat: Date.now(), data: { type: 'username', username, password } };
  const jwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(plaintext)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: key.kid })
    .encrypt(publicKey);
  const info = await call<StoredSession>('/wps/session/login', {
    merchant,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Encryption: `JWE;kid=${key.kid}` },
    body: JSON.stringify({ data: jwe }),
  });
  return { token: info.token, merchantCode: info.merchantCode, userName: info.userName, type: info.type, firstTimeLogin: info.firstTimeLogin };
}

/** The seeded member of every open demo brand. */
export const DEMO_MEMBER = { username: 'demo', password: 'Demo1234' } as const;

/** The seeded agent (on Jade, whose AGENTPOLICY3 makes it one): every guarded screen opens for it. */
export const DEMO_AGENT = { username: 'agent01', password: 'Agent1234' } as const;

/**
 * Opens the app as a logged-in player: logs in through the API and puts the session where the app
 * keeps it before the first page loads (once: a later logout is not undone by a reload).
 */
export async function signIn(page: Page, merchant: string, account: { readonly username: string; readonly password: string } = DEMO_MEMBER): Promise<StoredSession> {
  const session = await loginThroughApi(merchant, account.username, account.password);
  await page.addInitScript(
    ({ key, value }) => {
      try {
        if (window.localStorage.getItem('e2e:seeded') !== null) return;
        window.localStorage.setItem('e2e:seeded', '1');
        window.localStorage.setItem(key, value);
      } catch {
        /* about:blank and other opaque origins have no storage. */
      }
    },
    { key: STORAGE_KEYS.session, value: JSON.stringify(session) },
  );
  return session;
}
