import type { FieldRuleSet } from '@gp/domain';
import { getCountryCodes, getRegisterSettings, type CountryCodeList, type PlatformClient, type RegisterFieldRule, type RegisterSettings } from '@gp/api-client';

/** Where loading the merchant's rules stands; the forms wait for them. */
export type SettingsStatus = 'loading' | 'ready' | 'error';

/** One entry of a dialling-code picker. */
export interface DialCodeOption {
  /** The dialling code, e.g. '+63'. */
  readonly code: string;
  /** What the picker shows: the country and its code. */
  readonly label: string;
}

/** What the password screens read from the platform: the rules, whether SMS codes need a captcha, the dialling codes. */
export interface AccountFormSettings {
  readonly rules: FieldRuleSet;
  /** Registration and SMS code requests need a captcha answer. */
  readonly captchaRequired: boolean;
  readonly dialCodes: readonly DialCodeOption[];
  /** The preselected dialling code (the platform's default, else the first). */
  readonly defaultDialCode: string;
}

function ruleOf(rule: RegisterFieldRule) {
  return { enabled: rule.enabled, required: rule.required, pattern: rule.pattern, message: rule.messageKey };
}

/**
 * The one rule set the password screens check against: the registration fields (password, email,
 * mobileNum...) and the login rules (loginUsername, loginPassword, loginMobileNum, and the login
 * screen's verificationCode, which replaces the registration one: these screens check an existing
 * account's SMS code).
 */
export function passwordRuleSetOf(settings: Pick<RegisterSettings, 'fields' | 'loginRules'>): FieldRuleSet {
  const entries = [...Object.entries(settings.fields), ...Object.entries(settings.loginRules)].map(
    ([name, rule]) => [name, ruleOf(rule)] as const,
  );
  return Object.fromEntries(entries);
}

/** The picker's options, in the platform's order (its default first). */
export function dialCodeOptionsOf(countries: CountryCodeList): readonly DialCodeOption[] {
  return countries.map((country) => ({ code: country.dialingCode, label: `${country.name} (${country.dialingCode})` }));
}

/** The dialling code fallback when the platform lists none: the Philippines (SPEC §1). */
export const FALLBACK_DIAL_CODE = '+63';

/** Loads the rules and the dialling codes together (two calls, in parallel). */
export async function loadAccountFormSettings(api: PlatformClient): Promise<AccountFormSettings> {
  const [settings, countries] = await Promise.all([getRegisterSettings(api), getCountryCodes(api)]);
  const dialCodes = dialCodeOptionsOf(countries);
  const preferred = countries.find((country) => country.isDefault) ?? countries[0];
  return {
    rules: passwordRuleSetOf(settings),
    captchaRequired: settings.captchaRequired,
    dialCodes,
    defaultDialCode: preferred?.dialingCode ?? FALLBACK_DIAL_CODE,
  };
}
