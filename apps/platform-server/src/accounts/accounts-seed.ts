import { CASINO_MINIMUM_AGE, LOTTERY_MINIMUM_AGE } from '@gp/domain';
import type { Db } from '../db/open-database';
import { hashPassword } from './password-hash';
import { MESSAGE_KEYS, PATTERNS, type FieldRule, type LoginField, type RegisterField } from './registration-rules';
import { privacyHtml, termsHtml } from './registration-texts';

/** The demo account's payment password, hashed when seeding at the process's cost (`hashPassword`). */
export const DEMO_PAYMENT_PASSWORD = 'Pay1234';

/** The demo account's contacts on every merchant; the mobile number only on aurora. */
export const DEMO_CONTACTS = { email: 'demo@example.test', mobile: '+639171234567', mobileMerchant: 'aurora' } as const;

/** Countries of the dialling code picker; the Philippines is the default. */
const COUNTRIES: readonly [string, string, string][] = [
  ['PH', '+63', 'Philippines'],
  ['VN', '+84', 'Vietnam'],
  ['TH', '+66', 'Thailand'],
  ['CN', '+86', 'China'],
  ['BR', '+55', 'Brazil'],
  ['US', '+1', 'United States'],
  ['ID', '+62', 'Indonesia'],
  ['MY', '+60', 'Malaysia'],
  ['SG', '+65', 'Singapore'],
];

type Mode = 'off' | 'optional' | 'required';

const rule = (mode: Mode, pattern: string | null, messageKey: string): FieldRule => ({
  enabled: mode !== 'off',
  required: mode === 'required',
  pattern,
  messageKey,
});

/** Which optional fields a merchant shows and which of them it requires. */
type FieldModes = Partial<Record<RegisterField, Mode>>;

/** The register rules of a merchant: username, passwords and captcha always required. */
function registerRules(modes: FieldModes): Record<RegisterField, FieldRule> {
  const m = (field: RegisterField): Mode => modes[field] ?? 'off';
  return {
    username: rule('required', PATTERNS.username, MESSAGE_KEYS.account),
    password: rule('required', PATTERNS.password, MESSAGE_KEYS.password),
    confirmPassword: rule('required', null, MESSAGE_KEYS.confirmRequired),
    paymentPassword: rule(m('paymentPassword'), PATTERNS.password, MESSAGE_KEYS.password),
    nickname: rule(m('nickname'), PATTERNS.nickname, MESSAGE_KEYS.nickname),
    payeeName: rule(m('payeeName'), PATTERNS.payeeName, MESSAGE_KEYS.payeeName),
    email: rule(m('email'), PATTERNS.email, MESSAGE_KEYS.email),
    mobileNum: rule(m('mobileNum'), PATTERNS.mobileNum, MESSAGE_KEYS.mobile),
    idNumber: rule(m('idNumber'), PATTERNS.idNumber, MESSAGE_KEYS.idNumber),
    qqNum: rule(m('qqNum'), PATTERNS.qqNum, MESSAGE_KEYS.contact),
    facebook: rule(m('facebook'), PATTERNS.handle, MESSAGE_KEYS.contact),
    wechat: rule(m('wechat'), PATTERNS.handle, MESSAGE_KEYS.contact),
    line: rule(m('line'), PATTERNS.handle, MESSAGE_KEYS.contact),
    whatsapp: rule(m('whatsapp'), PATTERNS.phoneHandle, MESSAGE_KEYS.contact),
    zalo: rule(m('zalo'), PATTERNS.phoneHandle, MESSAGE_KEYS.contact),
    recommenderId: rule(m('recommenderId'), PATTERNS.recommenderId, MESSAGE_KEYS.referrer),
    affiliateCode: rule(m('affiliateCode'), PATTERNS.affiliateCode, MESSAGE_KEYS.invitation),
    verificationCode: rule(m('verificationCode'), PATTERNS.verificationCode, MESSAGE_KEYS.verificationCode),
    captcha: rule('required', PATTERNS.captcha, MESSAGE_KEYS.captcha),
  };
}

const LOGIN_RULES: Record<LoginField, FieldRule> = {
  loginUsername: rule('required', PATTERNS.loginUsername, MESSAGE_KEYS.account),
  loginPassword: rule('required', PATTERNS.loginPassword, MESSAGE_KEYS.password),
  loginMobileNum: rule('required', PATTERNS.mobileNum, MESSAGE_KEYS.mobile),
  verificationCode: rule('required', PATTERNS.verificationCode, MESSAGE_KEYS.verificationCode),
};

/** Aurora's field modes (the bingo brand Lumen shares them). */
const AURORA_MODES: FieldModes = {
  paymentPassword: 'optional',
  nickname: 'optional',
  payeeName: 'optional',
  email: 'optional',
  mobileNum: 'optional',
  facebook: 'optional',
  whatsapp: 'optional',
  affiliateCode: 'optional',
  verificationCode: 'optional',
};

/**
 * Per merchant: the minimum age (CASINO_MINIMUM_AGE for a brand with casino games, LOTTERY_MINIMUM_AGE
 * for the lottery-and-bingo brand Lumen) and the field modes; merchants not named get aurora's.
 */
const MERCHANT_RULES: Readonly<Record<string, { minimumAge: number; modes: FieldModes }>> = {
  aurora: { minimumAge: CASINO_MINIMUM_AGE, modes: AURORA_MODES },
  lumen: { minimumAge: LOTTERY_MINIMUM_AGE, modes: AURORA_MODES },
  jade: {
    minimumAge: CASINO_MINIMUM_AGE,
    modes: {
      paymentPassword: 'optional',
      nickname: 'optional',
      payeeName: 'required',
      email: 'required',
      idNumber: 'optional',
      wechat: 'optional',
      line: 'optional',
      zalo: 'optional',
      recommenderId: 'optional',
      affiliateCode: 'optional',
    },
  },
  ember: { minimumAge: CASINO_MINIMUM_AGE, modes: { nickname: 'optional', email: 'optional', affiliateCode: 'optional' } },
};

/** The invitation code of a merchant's agent01: `AGT<MERCHANT>01` (letters and digits, as the contract's AgentInvitation code). */
export function demoAffiliateCode(merchantCode: string): string {
  return `AGT${merchantCode.toUpperCase()}01`;
}

/**
 * Seeds the accounts area: every merchant's registration settings and rules, the country codes,
 * the demo accounts' contacts and payment password, and agent01's invitation code and payment
 * password (the same as demo's).
 */
export async function seedAccounts(db: Db, now: number): Promise<void> {
  void now;
  const paymentPasswordHash = await hashPassword(DEMO_PAYMENT_PASSWORD);
  const merchants = db.prepare<[], { code: string; site_name: string }>('SELECT code, site_name FROM merchant ORDER BY code').all();
  const insertSetting = db.prepare(
    'INSERT INTO registration_setting (merchant_code, minimum_age, terms_html, privacy_html) VALUES (?, ?, ?, ?)',
  );
  const insertRule = db.prepare(
    'INSERT INTO registration_rule (merchant_code, form, field, enabled, required, pattern, message_key) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertCountry = db.prepare('INSERT INTO country_code (country_code, dialing_code, name, is_default, sort_order) VALUES (?, ?, ?, ?, ?)');
  const demo = db.prepare("UPDATE member SET email = ?, payment_password_hash = ?, mobile = ? WHERE merchant_code = ? AND username = 'demo'");
  const agent = db.prepare("UPDATE member SET affiliate_code = ?, payment_password_hash = ? WHERE merchant_code = ? AND username = 'agent01'");
  const writeRules = (merchant: string, form: string, rules: Readonly<Record<string, FieldRule>>): void => {
    for (const [field, r] of Object.entries(rules)) {
      insertRule.run(merchant, form, field, r.enabled ? 1 : 0, r.required ? 1 : 0, r.pattern, r.messageKey);
    }
  };
  db.transaction(() => {
    COUNTRIES.forEach(([code, dialing, name], index) => insertCountry.run(code, dialing, name, index === 0 ? 1 : 0, index));
    for (const merchant of merchants) {
      const settings = MERCHANT_RULES[merchant.code] ?? MERCHANT_RULES['aurora'] ?? { minimumAge: CASINO_MINIMUM_AGE, modes: {} };
      insertSetting.run(merchant.code, settings.minimumAge, termsHtml(merchant.site_name, settings.minimumAge), privacyHtml(merchant.site_name, settings.minimumAge));
      writeRules(merchant.code, 'register', registerRules(settings.modes));
      writeRules(merchant.code, 'login', LOGIN_RULES);
      const mobile = merchant.code === DEMO_CONTACTS.mobileMerchant ? DEMO_CONTACTS.mobile : null;
      demo.run(DEMO_CONTACTS.email, paymentPasswordHash, mobile, merchant.code);
      agent.run(demoAffiliateCode(merchant.code), paymentPasswordHash, merchant.code);
    }
  })();
}
