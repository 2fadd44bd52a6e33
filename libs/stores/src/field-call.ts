import { makeAutoObservable, runInAction } from 'mobx';
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

/**
 * The call of a one-field form (a picture, a nickname): one at a time, and its problem (a check's
 * or the platform's refusal) kept for the form to show.
 */
export class FieldCall {
  sending = false;
  problem: MessageId | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Runs the call unless one is under way; true when it went through, else the problem is kept. */
  async run(call: () => Promise<unknown>): Promise<boolean> {
    if (this.sending) return false;
    this.sending = true;
    this.problem = null;
    try {
      await call();
      return true;
    } catch (error) {
      runInAction(() => (this.problem = callProblemOf(error)));
      return false;
    } finally {
      runInAction(() => (this.sending = false));
    }
  }

  /** Shows a problem found before calling (a check). */
  refuse(problem: MessageId | null): void {
    this.problem = problem;
  }
}
