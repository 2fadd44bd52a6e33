import type { Db } from '../db/open-database';
import { LOGIN_FIELDS, REGISTER_FIELDS, type FieldRule, type LoginField, type RegisterField } from './registration-rules';
import type { Schema } from '../contract/schema-types';

/** A merchant's stored registration rules and texts. */
export interface MerchantRegistrationRules {
  readonly minimumAge: number;
  readonly termsHtml: string;
  readonly privacyHtml: string;
  readonly fields: Readonly<Record<RegisterField, FieldRule>>;
  readonly loginRules: Readonly<Record<LoginField, FieldRule>>;
}

/** A dialling code of the contract's CountryCode. */
export type CountryCode = Schema<'CountryCode'>;

interface RuleRow {
  form: 'register' | 'login';
  field: string;
  enabled: number;
  required: number;
  pattern: string | null;
  message_key: string;
}

interface SettingRow {
  minimum_age: number;
  terms_html: string;
  privacy_html: string;
}

interface CountryRow {
  country_code: string;
  dialing_code: string;
  name: string;
  is_default: number;
}

/** A rule for a field the merchant has no row for: off. */
const OFF: FieldRule = { enabled: false, required: false, pattern: null, messageKey: 'invalid_format' };

function ruleMap<K extends string>(fields: readonly K[], rows: readonly RuleRow[]): Record<K, FieldRule> {
  const byField = new Map(rows.map((row) => [row.field, row]));
  const entries = fields.map((field): [K, FieldRule] => {
    const row = byField.get(field);
    if (!row) return [field, OFF];
    return [field, { enabled: row.enabled === 1, required: row.required === 1, pattern: row.pattern, messageKey: row.message_key }];
  });
  return Object.fromEntries(entries) as Record<K, FieldRule>;
}

/** Reads the merchants' registration rules and the country dialling codes. */
export class RegistrationSettingsRepository {
  private readonly setting;
  private readonly rules;
  private readonly countries;

  constructor(db: Db) {
    this.setting = db.prepare<[string], SettingRow>(
      'SELECT minimum_age, terms_html, privacy_html FROM registration_setting WHERE merchant_code = ?',
    );
    this.rules = db.prepare<[string], RuleRow>(
      'SELECT form, field, enabled, required, pattern, message_key FROM registration_rule WHERE merchant_code = ?',
    );
    this.countries = db.prepare<[], CountryRow>(
      'SELECT country_code, dialing_code, name, is_default FROM country_code ORDER BY is_default DESC, sort_order, country_code',
    );
  }

  /** The merchant's rules; a merchant without settings gets the minimum age 18, no texts and every field off. */
  forMerchant(merchantCode: string): MerchantRegistrationRules {
    const setting = this.setting.get(merchantCode);
    const rows = this.rules.all(merchantCode);
    return {
      minimumAge: setting?.minimum_age ?? 18,
      termsHtml: setting?.terms_html ?? '',
      privacyHtml: setting?.privacy_html ?? '',
      fields: ruleMap(
        REGISTER_FIELDS,
        rows.filter((row) => row.form === 'register'),
      ),
      loginRules: ruleMap(
        LOGIN_FIELDS,
        rows.filter((row) => row.form === 'login'),
      ),
    };
  }

  /** The dialling codes, the default first. */
  countryCodes(): CountryCode[] {
    return this.countries.all().map((row) => ({
      countryCode: row.country_code,
      dialingCode: row.dialing_code,
      name: row.name,
      isDefault: row.is_default === 1,
    }));
  }
}
