import { FIELD_VALID } from './field-check';
import type { FieldCheck } from './field-check';
import { fieldRuleCheck, fieldRuleOf } from './field-rules';
import type { FieldRuleSet } from './field-rules';

/** Typed form values keyed by field name; a missing value counts as empty. */
export type FormValues = Readonly<Record<string, string | null | undefined>>;

/** Outcome of checking a whole form: one result per checked field and the field to focus. */
export interface FormCheck {
  readonly results: Readonly<Record<string, FieldCheck>>;
  /** The first invalid field in the given order (the one to focus on submit), if any. */
  readonly firstInvalidField: string | undefined;
  readonly valid: boolean;
}

function ownOf<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * Checks every field of `fieldOrder` against the server rule of the same name (SPEC §5,
 * registration), then, for a field its rule lets through, against `extraChecks` (confirm password,
 * captcha and the like). The rule's failure wins over an extra check. Only listed fields are checked;
 * the first invalid one in that order is the one to focus.
 */
export function formRulesCheck(
  ruleSet: FieldRuleSet,
  values: FormValues,
  fieldOrder: readonly string[],
  extraChecks: Readonly<Record<string, FieldCheck>> = {},
): FormCheck {
  const entries = fieldOrder.map((field): [string, FieldCheck] => {
    const byRule = fieldRuleCheck(fieldRuleOf(ruleSet, field), ownOf(values, field));
    return [field, byRule.valid ? (ownOf(extraChecks, field) ?? FIELD_VALID) : byRule];
  });
  const results: Readonly<Record<string, FieldCheck>> = Object.fromEntries(entries);
  const firstInvalidField = formFirstInvalidField(results, fieldOrder);
  return { results, firstInvalidField, valid: firstInvalidField === undefined };
}

/** Picks the field to focus: the first field in `fieldOrder` whose result is invalid. */
export function formFirstInvalidField(
  results: Readonly<Record<string, FieldCheck>>,
  fieldOrder: readonly string[],
): string | undefined {
  return fieldOrder.find((field) => ownOf(results, field)?.valid === false);
}
