import { FIELD_VALID, isBlank } from './field-check';
import type { FieldInvalid, FieldValid } from './field-check';

/**
 * One server rule for one field (SPEC §5, registration settings): whether the field is on, whether
 * it must be filled, an optional regular-expression source the value must match, and the message
 * (id or text, as the server sends it) shown when the field fails.
 */
export interface FieldRule {
  readonly enabled: boolean;
  readonly required: boolean;
  readonly pattern?: string | null;
  readonly message: string;
}

/** The server's rule set, keyed by field (or rule) name. */
export type FieldRuleSet = Readonly<Record<string, FieldRule>>;

/** Rule names the login and password screens look up in the rule set (SPEC §5). */
export const LOGIN_RULE_NAMES = {
  /** Login username. */
  username: 'loginUsername',
  /** Login password; also the old password on the change-password screen. */
  password: 'loginPassword',
  /** Mobile number in SMS login mode. */
  mobileNum: 'loginMobileNum',
  /** SMS code in SMS login mode. */
  messageCode: 'verificationCode',
} as const;

/** Why a field failed its server rule. 'invalidPattern': the server's pattern is not a valid regex. */
export type RuleFailureReason = 'required' | 'pattern' | 'invalidPattern';

/** A field that failed its server rule, with the rule's message. */
export interface RuleInvalid extends FieldInvalid {
  readonly reason: RuleFailureReason;
}

/** Outcome of checking one value against its server rule. */
export type RuleCheck = FieldValid | RuleInvalid;

/** Reads a rule by name, ignoring names that only exist on the object prototype ('constructor'). */
export function fieldRuleOf(ruleSet: FieldRuleSet, name: string): FieldRule | undefined {
  return Object.hasOwn(ruleSet, name) ? ruleSet[name] : undefined;
}

/** Compiles the server's pattern source as given (no flags, not anchored); undefined if it is not a valid regex. */
function patternOf(source: string): RegExp | undefined {
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
}

/**
 * Checks one value against its server rule. A missing or disabled rule passes; an empty (blank)
 * value passes when optional and fails with the rule's message when required; a filled value must
 * match the pattern (searched, as `RegExp.test` does). A pattern the browser cannot compile fails
 * closed: the field fails with the rule's message and reason 'invalidPattern', so bad server data
 * never lets an unchecked value through and never throws.
 */
export function fieldRuleCheck(rule: FieldRule | undefined, value: string | null | undefined): RuleCheck {
  if (rule === undefined || !rule.enabled) return FIELD_VALID;
  const text = value ?? '';
  if (isBlank(text)) return rule.required ? ruleInvalid('required', rule.message) : FIELD_VALID;
  const source = rule.pattern ?? '';
  if (source === '') return FIELD_VALID;
  const pattern = patternOf(source);
  if (pattern === undefined) return ruleInvalid('invalidPattern', rule.message);
  return pattern.test(text) ? FIELD_VALID : ruleInvalid('pattern', rule.message);
}

function ruleInvalid(reason: RuleFailureReason, message: string): RuleInvalid {
  return { valid: false, reason, message };
}
