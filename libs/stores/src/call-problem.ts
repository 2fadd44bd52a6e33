import { formFailureOf, messageIdOf, type MessageId } from '@gp/domain';
import { isPlatformError } from '@gp/api-client';

/**
 * The message of a failed call of a one-field form: the first refused field's own message (the
 * platform's message key, translated by the catalogue), else the failure's (network, server...).
 */
export function callProblemOf(error: unknown): MessageId {
  if (!isPlatformError(error)) return 'error.unknown';
  const failure = formFailureOf(error.code, error.value, error.status);
  const first = failure.kind === 'fields' ? failure.problems[0] : undefined;
  return first ? messageIdOf(first.messageKey) : failure.messageId;
}
