import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-db';
import { outboxCode, registrationPayload, requestSmsCode } from './accounts-test-kit';
import { sendEncrypted } from '../testing/encryption';
import { verifyPassword } from './password-hash';
import { REGISTRATION_LIMITS } from './registration-service';
import { solvedCaptcha } from '../testing/captcha';

const server = useTestServer();

const register = (payload: object, merchant = 'aurora', remoteAddress?: string, headers: Record<string, string> = {}) =>
  sendEncrypted(server, 'PUT', '/wps/member/register', payload, { merchant, ...headers }, remoteAddress);

function memberRow(username: string, merchant = 'aurora') {
  return server.db
    .prepare<[string, string], { id: number; type: number; parent_id: number | null; mobile: string | null; email: string | null; password_hash: string; payment_password_hash: string | null; first_login_at: number | null }>(
      'SELECT id, type, parent_id, mobile, email, password_hash, payment_password_hash, first_login_at FROM member WHERE merchant_code = ? AND username = ?',
    )
    .get(merchant, username);
}

/** Who recommended a member (their profile's recommender), or null. */
function recommenderOf(username: string, merchant: string): number | null {
  return (
    server.db
      .prepare<[string, string], { recommender_id: number | null }>(
        'SELECT p.recommender_id FROM member m LEFT JOIN member_profile p ON p.member_id = m.id WHERE m.merchant_code = ? AND m.username = ?',
      )
      .get(merchant, username)?.recommender_id ?? null
  );
}

/** A member's referral code (it fails the test when they have none). */
function referralCodeOf(username: string, merchant: string): string {
  const code = server.db
    .prepare<[string, string], { referral_code: string | null }>('SELECT referral_code FROM member WHERE merchant_code = ? AND username = ?')
    .get(merchant, username)?.referral_code;
  if (!code) throw new Error(`${merchant}/${username} has no referral code`);
  return code;
}

describe('registration settings and country codes', () => {
  it('gives every rule of the registration payload and the merchant differences', async () => {
    const aurora = (await server.app.inject({ method: 'GET', url: '/wps/system/setting/register', headers: { merchant: 'aurora' } })).json();
    expect(aurora.value).toMatchObject({ usernameRegistration: true, mobileRegistration: true, smsVerification: true, captchaRequired: true, minimumAge: 21 });
    expect(Object.keys(aurora.value.fields)).toHaveLength(19);
    expect(aurora.value.fields.username).toMatchObject({ enabled: true, required: true, messageKey: 'invalid_account_format' });
    expect(new RegExp(aurora.value.fields.email.pattern).test('demo@example.test')).toBe(true);
    expect(Object.keys(aurora.value.loginRules)).toEqual(['loginUsername', 'loginPassword', 'loginMobileNum', 'verificationCode']);
    expect(aurora.value.privacyHtml).toContain('21 years of age or over');
    for (const section of ['Introduction', 'Purpose', 'Access', 'Confidentiality', 'Recipient', 'Monitor', 'Agree to policy']) {
      expect(aurora.value.privacyHtml).toContain(`<h3>${section}</h3>`);
    }
    const jade = (await server.app.inject({ method: 'GET', url: '/wps/system/setting/register', headers: { merchant: 'jade' } })).json();
    expect(jade.value).toMatchObject({ mobileRegistration: false, smsVerification: false, minimumAge: 21 });
    expect(jade.value.fields.payeeName.required).toBe(true);
  });

  it('lists dialling codes with the Philippines first and default', async () => {
    const list = (await server.app.inject({ method: 'GET', url: '/wps/system/country', headers: { merchant: 'jade' } })).json().value;
    expect(list[0]).toEqual({ countryCode: 'PH', dialingCode: '+63', name: 'Philippines', isDefault: true });
    expect(list.filter((c: { isDefault: boolean }) => c.isDefault)).toHaveLength(1);
    expect(list.map((c: { countryCode: string }) => c.countryCode)).toEqual(expect.arrayContaining(['VN', 'TH', 'CN', 'BR', 'US']));
  });
});

describe('username and invitation code checks', () => {
  const check = (username: string, remoteAddress = '10.0.0.1') =>
    server.app.inject({ method: 'GET', url: '/wps/check/username', query: { username }, headers: { merchant: 'aurora' }, remoteAddress });

  it('tells taken (in any case), free and rule-breaking names apart only as available or not', async () => {
    expect((await check('demo')).json().value).toEqual({ available: false });
    expect((await check('DEMO')).json().value).toEqual({ available: false });
    expect((await check('freshname')).json().value).toEqual({ available: true });
    expect((await check('1bad')).json().value).toEqual({ available: false });
  });

  it('limits checks to 30 a minute per address with Retry-After', async () => {
    for (let i = 0; i < 30; i++) expect((await check(`name${i}x`, '10.0.0.2')).statusCode).toBe(200);
    const refused = await check('another', '10.0.0.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'RATE_LIMITED', value: { retryAfterSeconds: expect.any(Number) } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await check('another', '10.0.0.3')).statusCode).toBe(200);
  });

  it('accepts the seeded agent codes of its own merchant only', async () => {
    const affiliate = (code: string, merchant = 'aurora') =>
      server.app.inject({ method: 'GET', url: '/wps/agent/affiliate', query: { code, domain: 'aurora.localhost' }, headers: { merchant } });
    expect((await affiliate('AGTAURORA01')).json().value).toEqual({ valid: true });
    expect((await affiliate('agtaurora01')).json().value).toEqual({ valid: true });
    expect((await affiliate('AGTJADE01')).json().value).toEqual({ valid: false });
    expect((await affiliate('AGTJADE01', 'jade')).json().value).toEqual({ valid: true });
  });
});

describe('registration by username', () => {
  it('creates a player under the invitation code agent and logs it in', async () => {
    const response = await register(
      registrationPayload(server, {
        username: 'juan2026',
        affiliateCode: 'agtaurora01',
        email: 'juan@example.test',
        nickname: 'Juan',
        paymentPassword: 'Pay98765',
        whatsapp: '+639170000000',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const session = response.json().value;
    expect(session).toMatchObject({ userName: 'juan2026', nickname: 'Juan', type: 0, firstTimeLogin: true, merchantCode: 'aurora' });
    const row = memberRow('juan2026');
    const agent = memberRow('agent01');
    expect(row).toMatchObject({ type: 0, parent_id: agent?.id, email: 'juan@example.test', mobile: null });
    expect(row?.first_login_at).not.toBeNull();
    expect(await verifyPassword('Secret123', row?.password_hash ?? '')).toBe(true);
    expect(await verifyPassword('Pay98765', row?.payment_password_hash ?? '')).toBe(true);
    const info = await server.app.inject({ method: 'GET', url: '/wps/member/info', headers: { merchant: 'aurora', authorization: session.token } });
    expect(info.json().value).toMatchObject({ account: 'juan2026', firstTimeLogin: true, hasPaymentPassword: true });
    // A welcome message waits in the inbox, unread, in the same transaction as the account.
    const inbox = await server.app.inject({ method: 'GET', url: '/wps/inbox', headers: { merchant: 'aurora', authorization: session.token } });
    expect(inbox.json().value).toMatchObject({ totalUnreadCount: 1, messages: [{ title: 'Welcome to Aurora Play!', read: false }] });
  });

  it('refuses rule-breaking fields with the failing fields and their message keys', async () => {
    const response = await register(registrationPayload(server, { username: 'x', password: 'short', confirmPassword: 'short', email: 'not-mail', ageConfirmed: false }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    expect(response.json().value.fields).toEqual([
      { field: 'username', messageKey: 'invalid_account_format' },
      { field: 'password', messageKey: 'invalid_password_format' },
      { field: 'email', messageKey: 'invalid_email_format' },
      { field: 'ageConfirmed', messageKey: 'age_confirmation_required' },
    ]);
  });

  it('applies each merchant its own rules: jade requires the payee name and e-mail', async () => {
    const response = await register(registrationPayload(server, { username: 'jadeplayer' }), 'jade');
    expect(response.statusCode).toBe(400);
    expect(response.json().value.fields.map((f: { field: string }) => f.field)).toEqual(['payeeName', 'email']);
  });

  it('refuses a confirmation that differs', async () => {
    const response = await register(registrationPayload(server, { username: 'mismatch1', confirmPassword: 'Secret124' }));
    expect(response.json()).toMatchObject({ errorCode: 'CONFIRMATION_MISMATCH', value: { fields: [{ field: 'confirmPassword', messageKey: 'in_confirmation_correct' }] } });
  });

  it('needs a captcha, refuses a wrong one and a reused one', async () => {
    const withoutCaptcha = registrationPayload(server, { username: 'captcha1', captchaId: undefined, captcha: undefined });
    const missing = await register(withoutCaptcha);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errorCode: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    const wrong = await register({ ...withoutCaptcha, captchaId: solvedCaptcha(server.app.platform).captchaId, captcha: '00000' });
    expect(wrong.json()).toMatchObject({ errorCode: 'VERIFICATION_CODE_ERROR', value: { captcha: true } });
    const solved = solvedCaptcha(server.app.platform);
    expect((await register({ ...withoutCaptcha, ...solved })).statusCode).toBe(200);
    const reused = await register({ ...withoutCaptcha, username: 'captcha2', ...solved });
    expect(reused.json()).toMatchObject({ errorCode: 'VERIFICATION_CODE_ERROR' });
  });

  it('refuses a taken username in any letter case, an unknown invitation code and an unknown recommender', async () => {
    const taken = await register(registrationPayload(server, { username: 'Demo' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorCode).toBe('USERNAME_TAKEN');
    const badCode = await register(registrationPayload(server, { username: 'coded1', affiliateCode: 'AGTJADE01' }));
    expect(badCode.json()).toMatchObject({ errorCode: 'INVALID_INVITATION_CODE', value: { fields: [{ field: 'affiliateCode', messageKey: 'invitation_code_error' }] } });
    const jadePayload = { payeeName: 'Maria Santos', email: 'maria@example.test' };
    // Jade's form shows the recommender field: an unknown one is refused, so the player can correct it.
    const badReferrer = await register(registrationPayload(server, { username: 'referred1', recommenderId: 'nobody99', ...jadePayload }), 'jade');
    expect(badReferrer.json()).toMatchObject({ errorCode: 'REFERRER_LINK_ERROR', value: { fields: [{ field: 'recommenderId', messageKey: 'referrer_link_error' }] } });
    const referred = await register(registrationPayload(server, { username: 'referred1', recommenderId: 'demo', ...jadePayload }), 'jade');
    expect(referred.statusCode, referred.body).toBe(200);
  });

  it("records the referral link's recommender where the invite-friends promo is on, even when the form does not show the field", async () => {
    const linked = await register(registrationPayload(server, { username: 'linked1', recommenderId: 'demo' }), 'aurora');
    expect(linked.statusCode, linked.body).toBe(200);
    expect(recommenderOf('linked1', 'aurora')).toBe(memberRow('demo')?.id);
    // Ember has neither the field nor the promo: the code is ignored.
    const ignored = await register(registrationPayload(server, { username: 'linked3', recommenderId: 'nobody99' }), 'ember');
    expect(ignored.statusCode, ignored.body).toBe(200);
    expect(recommenderOf('linked3', 'ember')).toBeNull();
  });

  it("registers without a recommender when a hidden field's code is unknown: the player could not correct it", async () => {
    // Aurora does not show the field but has the invite-friends promo on: the app sends the link's code.
    const unknown = await register(registrationPayload(server, { username: 'linked2', recommenderId: 'NOBODY99' }), 'aurora');
    expect(unknown.statusCode, unknown.body).toBe(200);
    expect(recommenderOf('linked2', 'aurora')).toBeNull();
  });

  it("takes the recommender's referral code (any letter case) or username, in the shown field too, and gives the new player a code of their own", async () => {
    const jadePayload = { payeeName: 'Maria Santos', email: 'maria@example.test' };
    const demoCode = referralCodeOf('demo', 'jade');
    expect(demoCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const byCode = await register(registrationPayload(server, { username: 'bycode1', recommenderId: demoCode.toLowerCase(), ...jadePayload }), 'jade');
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(recommenderOf('bycode1', 'jade')).toBe(memberRow('demo', 'jade')?.id);
    // A seeded username with an underscore passes the field's rule.
    const byName = await register(registrationPayload(server, { username: 'byname1', recommenderId: 'bianca_r', ...jadePayload }), 'jade');
    expect(byName.statusCode, byName.body).toBe(200);
    expect(recommenderOf('byname1', 'jade')).toBe(memberRow('bianca_r', 'jade')?.id);
    const linked = await register(registrationPayload(server, { username: 'bycode2', recommenderId: referralCodeOf('agent01', 'aurora') }), 'aurora');
    expect(linked.statusCode, linked.body).toBe(200);
    expect(recommenderOf('bycode2', 'aurora')).toBe(memberRow('agent01')?.id);

    const codes = ['bycode1', 'byname1'].map((username) => referralCodeOf(username, 'jade'));
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(new Set([...codes, demoCode]).size).toBe(3);
  });

  it('ignores fields the merchant has switched off', async () => {
    const response = await register(registrationPayload(server, { username: 'emberone', payeeName: 'Ignored Name', mobileNum: '09171112222' }), 'ember');
    expect(response.statusCode, response.body).toBe(200);
    expect(memberRow('emberone', 'ember')?.mobile).toBeNull();
  });

  it('limits registrations per device, and per address only as high as a carrier NAT needs', async () => {
    const insert = server.db.prepare('INSERT INTO rate_limit_hit (key, hit_at, expires_at) VALUES (?, ?, ?)');
    const now = server.app.platform.now();
    const device = 'phone-0000000000000007';
    const deviceKey = createHash('sha256').update(device).digest('hex');
    for (let i = 0; i < REGISTRATION_LIMITS.device.limit; i++) insert.run(`register:device:${deviceKey}`, now, now + 3_600_000);
    const fromDevice = await register(registrationPayload(server, { username: 'limited1' }), 'aurora', '10.7.7.7', { 'device-id': device });
    expect(fromDevice.statusCode).toBe(429);
    expect(fromDevice.json().value.retryAfterSeconds).toBeGreaterThan(0);
    // Ten registrations from the address (the old limit) leave room for the next player behind it.
    for (let i = 0; i < 10; i++) insert.run('register:address:10.7.7.7', now, now + 3_600_000);
    expect((await register(registrationPayload(server, { username: 'natplayer1' }), 'aurora', '10.7.7.7')).statusCode).toBe(200);
    for (let i = 11; i < REGISTRATION_LIMITS.address.limit; i++) insert.run('register:address:10.7.7.7', now, now + 3_600_000);
    const full = await register(registrationPayload(server, { username: 'limited2' }), 'aurora', '10.7.7.7');
    expect(full.statusCode).toBe(429);
  });
});

describe('registration by mobile number', () => {
  const registerMobile = (payload: object, merchant = 'aurora') => sendEncrypted(server, 'PUT', '/wps/member/register/mobile', payload, { merchant });

  it('registers with the SMS code from the outbox; the code works once', async () => {
    expect((await requestSmsCode(server, '/wps/verification/sms/register', { mobileNum: '09175550001' })).statusCode).toBe(200);
    const code = await outboxCode(server, '09175550001', 'register');
    const payload = { countryDialingCode: '+63', mobileNum: '09175550001', verificationCode: code };
    const response = await registerMobile(registrationPayload(server, { username: undefined, ...payload }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value.userName).toBe('639175550001');
    expect(memberRow('639175550001')?.mobile).toBe('+639175550001');
    const again = await registerMobile(registrationPayload(server, { username: 'second1', ...payload }));
    expect(again.json().errorCode).toBe('VERIFICATION_CODE_ERROR');
  });

  it('needs a mobile number and a right SMS code', async () => {
    const missing = await registerMobile(registrationPayload(server, { username: 'nomobile' }));
    expect(missing.json().value.fields.map((f: { field: string }) => f.field)).toEqual(['mobileNum', 'verificationCode']);
    const wrong = await registerMobile(registrationPayload(server, { mobileNum: '09175550002', verificationCode: '123456' }));
    expect(wrong.json().errorCode).toBe('VERIFICATION_CODE_ERROR');
  });

  it('is refused where the merchant has mobile registration off', async () => {
    const response = await registerMobile(registrationPayload(server, { mobileNum: '09175550003', verificationCode: '123456' }), 'jade');
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('NO_PERMISSION');
  });

  it('verifies a mobile number given on username registration too', async () => {
    const unverified = await register(registrationPayload(server, { username: 'withmobile', mobileNum: '09175550004' }));
    expect(unverified.json().value.fields).toEqual([{ field: 'verificationCode', messageKey: 'verification_code_error' }]);
  });
});
