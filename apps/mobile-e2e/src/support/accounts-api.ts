import { CompactEncrypt, base64url, importJWK } from 'jose';
import { E2E_PORT } from './brand-url';

/** The server's address for calls from Node (which cannot resolve `*.localhost`). */
const API = `http://127.0.0.1:${E2E_PORT}`;

/** The platform's answer envelope. */
export interface Envelope<T> {
  readonly success: boolean;
  readonly value: T;
  readonly errorCode: string | null;
}

async function call<T>(path: string, merchant: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${API}${path}`, { ...init, headers: { Merchant: merchant, ...init.headers } });
  const body = (await response.json()) as Envelope<T>;
  if (!body.success) throw new Error(`${path} failed: ${body.errorCode}`);
  return body.value;
}

/** The digits of a captcha challenge the server issued, from its development outbox. */
export function captchaAnswer(merchant: string, captchaId: string): Promise<string> {
  return call<{ answer: string }>(`/wps/dev/captcha-outbox?captchaId=${encodeURIComponent(captchaId)}`, merchant).then((value) => value.answer);
}

/** A fresh captcha challenge and its answer, for forms sent through the API. */
export async function solvedCaptcha(merchant: string): Promise<{ captchaId: string; captcha: string }> {
  const { captchaId } = await call<{ captchaId: string }>('/wps/captcha', merchant);
  return { captchaId, captcha: await captchaAnswer(merchant, captchaId) };
}

/** The latest SMS code the server sent to a number, from its development outbox. */
export function smsCode(merchant: string, mobileNum: string, countryDialingCode: string, purpose: 'register' | 'login' | 'reset'): Promise<string> {
  const query = new URLSearchParams({ mobileNum, countryDialingCode, purpose });
  return call<{ code: string }>(`/wps/dev/sms-outbox?${query.toString()}`, merchant).then((value) => value.code);
}

/** The reset token of the latest e-mail the server sent to an address, from its development outbox. */
export function emailResetToken(merchant: string, to: string): Promise<string> {
  return call<{ token: string | null }>(`/wps/dev/email-outbox?${new URLSearchParams({ to }).toString()}`, merchant).then((value) => {
    if (!value.token) throw new Error(`The e-mail to ${to} holds no reset link`);
    return value.token;
  });
}

/** Seals a payload as the app does (SPEC §7): a compact JWE of { nonce, iat, data } with the server's key. */
async function sealed(merchant: string, data: unknown): Promise<{ body: string; encryption: string }> {
  const key = await call<{ kty: 'RSA'; n: string; e: string; kid: string }>('/wps/session/key', merchant);
  const publicKey = await importJWK({ kty: key.kty, n: key.n, e: key.e }, 'RSA-OAEP-256');
  const plaintext = { nonce: base64url.encode(crypto.getRandomValues(new Uint8Array(16))), iat: Date.now(), data };
  const jwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(plaintext)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: key.kid })
    .encrypt(publicKey);
  return { body: JSON.stringify({ data: jwe }), encryption: `JWE;kid=${key.kid}` };
}

/** A new account made through the API. */
export interface NewAccount {
  readonly username: string;
  readonly password: string;
}

/** A username no other test or run uses: a letter, then time and randomness (4 to 16 characters). */
export function uniqueUsername(prefix = 'e'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 16);
}

/**
 * The request of PUT /wps/member/register by username, encrypted, with a captcha solved from the
 * development outbox; born 1990-05-17 unless `extra` gives another `birthDate`.
 */
async function registrationRequest(merchant: string, account: NewAccount, extra: Readonly<Record<string, string>>): Promise<RequestInit> {
  const captcha = await solvedCaptcha(merchant);
  const payload = {
    ...extra,
    type: 0,
    registerUrl: `http://${merchant}.localhost/m/register`,
    registerMethod: 'H5',
    username: account.username,
    password: account.password,
    confirmPassword: account.password,
    ageConfirmed: true,
    birthDate: extra['birthDate'] ?? '1990-05-17',
    ...captcha,
  };
  const { body, encryption } = await sealed(merchant, payload);
  return { method: 'PUT', headers: { 'Content-Type': 'application/json', Encryption: encryption }, body };
}

/**
 * Registers a new player by username through the API (PUT /wps/member/register, encrypted, with a
 * captcha solved from the development outbox), so that a test can use an account nobody else
 * touches. The session it starts is dropped.
 */
export async function registerThroughApi(
  merchant: string,
  account: NewAccount = { username: uniqueUsername(), password: 'Pass1234' },
  /** More registration fields, e.g. a verified mobile number (mobileNum, countryDialingCode, verificationCode), or another birthDate. */
  extra: Readonly<Record<string, string>> = {},
): Promise<NewAccount> {
  await call('/wps/member/register', merchant, await registrationRequest(merchant, account, extra));
  return account;
}

/**
 * Sends a registration as registerThroughApi does (a fresh username, `extra` fields) and returns
 * the server's answer as it came, HTTP status and envelope, for a test that expects a refusal.
 */
export async function registrationAnswerThroughApi(
  merchant: string,
  extra: Readonly<Record<string, string>> = {},
): Promise<{ readonly status: number; readonly body: Envelope<unknown> }> {
  const init = await registrationRequest(merchant, { username: uniqueUsername(), password: 'Pass1234' }, extra);
  const response = await fetch(`${API}/wps/member/register`, { ...init, headers: { Merchant: merchant, ...init.headers } });
  return { status: response.status, body: (await response.json()) as Envelope<unknown> };
}

/**
 * Sets the payment password of an account through the API (POST
 * /wps/member/securityConfig/paymentPassword, encrypted), as the security screen would.
 */
export async function setPaymentPasswordThroughApi(merchant: string, token: string, loginPassword: string, paymentPassword: string): Promise<void> {
  const { body, encryption } = await sealed(merchant, { loginPassword, paymentPassword, confirmPaymentPassword: paymentPassword });
  await call('/wps/member/securityConfig/paymentPassword', merchant, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Encryption: encryption, Authorization: token },
    body,
  });
}

/**
 * Withdraws through the API (POST /wps/transaction/withdraw, encrypted, with a fresh
 * Idempotency-Key) to a GCash number given in the request, as the withdraw screen would.
 */
export async function withdrawThroughApi(merchant: string, token: string, amountMinor: number, paymentPassword: string): Promise<void> {
  const payload = { amountMinor, payoutMethod: 'gcash', accountNumber: '09171234567', accountName: 'Juan Dela Cruz', paymentPassword };
  const { body, encryption } = await sealed(merchant, payload);
  await call('/wps/transaction/withdraw', merchant, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Encryption: encryption, Authorization: token, 'Idempotency-Key': crypto.randomUUID() },
    body,
  });
}
