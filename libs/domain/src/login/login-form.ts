import { FEATURE_FLAGS } from '../constants/module-ids';
import { isFeatureEnabled, type FeatureFlags } from '../features/feature-flags';
import { captchaCheck } from '../validation/captcha-check';
import { smsRequestCheck } from '../validation/contact-checks';
import { FIELD_VALID, type FieldCheck } from '../validation/field-check';
import { LOGIN_RULE_NAMES, fieldRuleCheck, fieldRuleOf, type FieldRule, type FieldRuleSet } from '../validation/field-rules';

/** How the player logs in (SPEC §2 'Login screen'): username and password, or mobile number and SMS code. */
export type LoginMode = 'username' | 'sms';

/**
 * The modes the login screen offers, in tab order: the SMS mode only when MOBILEVERCODELOGIN3 is on
 * (then the screen shows the tab switch).
 */
export function loginModes(flags: FeatureFlags): readonly LoginMode[] {
  return isFeatureEnabled(flags, FEATURE_FLAGS.smsLogin) ? ['username', 'sms'] : ['username'];
}

/** Every field of the login form, in screen order (SPEC §3 'Login form'; `captcha` is 'identifying'). */
export const LOGIN_FIELDS = ['username', 'password', 'mobileNum', 'messageCode', 'captcha'] as const;

/** One field of the login form. */
export type LoginField = (typeof LOGIN_FIELDS)[number];

/** The fields each mode shows, in screen order (the captcha only when shown). */
export const LOGIN_MODE_FIELDS: Readonly<Record<LoginMode, readonly LoginField[]>> = {
  username: ['username', 'password', 'captcha'],
  sms: ['mobileNum', 'messageCode', 'captcha'],
};

/** What the login form holds when the player submits. Passwords are never trimmed. */
export interface LoginFormValues {
  readonly username: string;
  readonly password: string;
  readonly mobileNum: string;
  readonly messageCode: string;
  readonly captcha: string;
  readonly countryDialingCode: string;
}

/**
 * What the login sends (SPEC §3 'Login payload'): the username (the mobile number in SMS mode),
 * the password (the SMS code in SMS mode), the type, the dialling code in SMS mode, and the captcha
 * answer when the captcha is shown (its challenge id is the caller's to add).
 */
export interface LoginRequest {
  readonly type: LoginMode;
  readonly username: string;
  readonly password: string;
  readonly countryDialingCode?: string;
  readonly captcha?: string;
}

/** Outcome of a login form check: field results and the field to focus, or the request to send. */
export type LoginDecision<F extends string, P> =
  | { readonly kind: 'invalid'; readonly results: Readonly<Partial<Record<F, FieldCheck>>>; readonly firstInvalidField: F }
  | { readonly kind: 'submit'; readonly payload: P };

/** The message of a login field whose rule the merchant does not send: its rule name's key, for the app to translate. */
const MISSING_RULE_MESSAGES: Readonly<Record<keyof typeof LOGIN_RULE_NAMES, string>> = {
  username: 'invalid_account_format',
  password: 'invalid_password_format',
  mobileNum: 'invalid_mobile_format',
  messageCode: 'verification_code_error',
};

/** A login rule that must be filled whatever the merchant's flags say: a login without it means nothing. */
function requiredLoginRule(ruleSet: FieldRuleSet, field: keyof typeof LOGIN_RULE_NAMES): FieldRule {
  const rule = fieldRuleOf(ruleSet, LOGIN_RULE_NAMES[field]);
  return rule === undefined
    ? { enabled: true, required: true, pattern: null, message: MISSING_RULE_MESSAGES[field] }
    : { ...rule, enabled: true, required: true };
}

function decide<F extends string, P>(order: readonly F[], results: Readonly<Partial<Record<F, FieldCheck>>>, payload: () => P): LoginDecision<F, P> {
  const firstInvalidField = order.find((field) => results[field]?.valid === false);
  return firstInvalidField === undefined ? { kind: 'submit', payload: payload() } : { kind: 'invalid', results, firstInvalidField };
}

/**
 * Decides what submitting the login form does (SPEC §5 'Login'): in username mode the username
 * (trimmed) by loginUsername and the password by loginPassword; in SMS mode the mobile number by
 * loginMobileNum (10 to 11 digits when the merchant gives no pattern) and the code by
 * verificationCode; every one of them filled; the captcha filled when shown ('please enter the
 * code'). Else the request: trimmed username, number and code, the password as typed.
 */
export function loginDecision(
  ruleSet: FieldRuleSet,
  mode: LoginMode,
  values: LoginFormValues,
  captchaShown: boolean,
): LoginDecision<LoginField, LoginRequest> {
  const captcha = captchaCheck(values.captcha, captchaShown, 'login');
  const withCaptcha = captchaShown ? { captcha: values.captcha.trim() } : {};
  if (mode === 'username') {
    const username = values.username.trim();
    const results = {
      username: fieldRuleCheck(requiredLoginRule(ruleSet, 'username'), username),
      password: fieldRuleCheck(requiredLoginRule(ruleSet, 'password'), values.password),
      captcha,
    };
    return decide(LOGIN_MODE_FIELDS.username, results, () => ({ type: 'username', username, password: values.password, ...withCaptcha }));
  }
  const mobileNum = values.mobileNum.trim();
  const messageCode = values.messageCode.trim();
  const mobile = smsRequestCheck(ruleSet, LOGIN_RULE_NAMES.mobileNum, mobileNum);
  const results = {
    mobileNum: mobile.valid ? FIELD_VALID : { valid: false as const, message: mobile.message },
    messageCode: fieldRuleCheck(requiredLoginRule(ruleSet, 'messageCode'), messageCode),
    captcha,
  };
  return decide(LOGIN_MODE_FIELDS.sms, results, () => ({
    type: 'sms',
    username: mobileNum,
    password: messageCode,
    countryDialingCode: values.countryDialingCode,
    ...withCaptcha,
  }));
}

/** Fields checked before a login SMS code is requested, in screen order. */
export const LOGIN_CODE_REQUEST_FIELDS = ['mobileNum', 'captcha'] as const;

/** One field of the login code request. */
export type LoginCodeRequestField = (typeof LOGIN_CODE_REQUEST_FIELDS)[number];

/** What asking for a login code sends besides the dialling code: the number and the captcha when shown. */
export interface LoginCodeRequest {
  readonly mobileNum: string;
  readonly captcha?: string;
}

/**
 * Decides whether a login SMS code may be requested (SPEC §5: the mobile number must validate
 * first): the number by loginMobileNum (10 to 11 digits without a pattern), then the captcha when
 * the merchant asks for one on SMS requests. The payload holds the trimmed number and captcha.
 */
export function loginCodeRequestDecision(
  ruleSet: FieldRuleSet,
  mobileNumber: string,
  captcha: string,
  captchaShown: boolean,
): LoginDecision<LoginCodeRequestField, LoginCodeRequest> {
  const mobileNum = mobileNumber.trim();
  const mobile = smsRequestCheck(ruleSet, LOGIN_RULE_NAMES.mobileNum, mobileNum);
  const results = {
    mobileNum: mobile.valid ? FIELD_VALID : { valid: false as const, message: mobile.message },
    captcha: captchaCheck(captcha, captchaShown, 'login'),
  };
  return decide(LOGIN_CODE_REQUEST_FIELDS, results, () => (captchaShown ? { mobileNum, captcha: captcha.trim() } : { mobileNum }));
}
