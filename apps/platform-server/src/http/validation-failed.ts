import { ApiError } from './envelope';

/**
 * One field that breaks its rule, as `value.fields` of a refusal lists it: the payload field's
 * name and the message key the app shows for it (the wording table of SPEC §5 and §8).
 */
export interface FieldProblem {
  readonly field: string;
  readonly messageKey: string;
}

/**
 * 400 VALIDATION_FAILED with `value.fields: [{ field, messageKey }]`, the one shape every area
 * answers with for fields that break their rules.
 */
export function validationFailed(fields: readonly FieldProblem[], message = 'Some fields are not valid'): ApiError {
  return new ApiError(400, 'VALIDATION_FAILED', message, { fields: fields.map(({ field, messageKey }) => ({ field, messageKey })) });
}
