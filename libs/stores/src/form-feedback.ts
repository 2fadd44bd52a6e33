import { makeAutoObservable } from 'mobx';
import { fieldMessagesOf, formFailureOf, type FieldCheck, type FormFailure, type MessageId } from '@gp/domain';
import { isPlatformError } from '@gp/api-client';

/** The message above a form's submit button: a failure (with Retry for network failures) or a notice. */
export interface FormAlertState {
  readonly tone: 'error' | 'success' | 'info';
  /** The message the page translates (an id of the domain's catalogue). */
  readonly messageId: MessageId;
  /** Offer Retry: the call never got an answer. */
  readonly retry: boolean;
}

/** A request to move focus to a field; `key` changes on every request, even for the same field. */
export interface FocusRequest<F extends string> {
  readonly field: F;
  readonly key: number;
}

/** The failure a form met, classified (domain `formFailureOf`) from any thrown value. */
export function formFailureOfError(error: unknown): FormFailure {
  return isPlatformError(error) ? formFailureOf(error.code, error.value, error.status) : formFailureOf('UNKNOWN', null);
}

/**
 * What a form shows besides its values: one message per invalid field (a message id or the server's
 * message key, translated by the page), the alert above the submit button, and which field to focus.
 * Typing in a field clears its message.
 */
export class FormFeedback<F extends string> {
  errors: Partial<Record<F, string>> = {};
  alert: FormAlertState | null = null;
  focus: FocusRequest<F> | null = null;
  private focusKey = 0;

  /**
   * @param fields the form's fields in screen order.
   * @param options.aliases payload field names the platform may name instead of the form's (confirmNewPassword → confirmPassword).
   * @param options.captchaField the form's captcha field: a refusal of the captcha answer that names no field is shown there.
   */
  constructor(
    private readonly fields: readonly F[],
    private readonly options: { readonly aliases?: Readonly<Record<string, F>>; readonly captchaField?: F } = {},
  ) {
    makeAutoObservable<FormFeedback<F>, 'fields' | 'options' | 'focusKey'>(
      this,
      { fields: false, options: false, focusKey: false },
      { autoBind: true },
    );
  }

  /** Shows the messages of a failed check and focuses its first invalid field. */
  showChecks(results: Partial<Record<F, FieldCheck>>, firstInvalidField: F): void {
    const errors: Partial<Record<F, string>> = {};
    for (const field of this.fields) {
      const result = results[field];
      if (result !== undefined && !result.valid) errors[field] = result.message;
    }
    this.errors = errors;
    this.alert = null;
    this.focusOn(firstInvalidField);
  }

  /**
   * Shows a failed call: messages under the fields the platform names (the first is focused), or
   * the alert, with Retry when the call never got an answer. Returns the classified failure.
   */
  showFailure(error: unknown): FormFailure {
    const failure = formFailureOfError(error);
    const { aliases = {}, captchaField } = this.options;
    const fieldMessages: Partial<Record<F, string>> =
      failure.kind === 'fields'
        ? fieldMessagesOf(failure.problems, this.fields, aliases)
        : failure.kind === 'message' && failure.captcha && captchaField !== undefined
          ? { [captchaField]: failure.messageId } as Partial<Record<F, string>>
          : {};
    const first = this.fields.find((field) => fieldMessages[field] !== undefined);
    if (first === undefined) {
      this.alert = { tone: 'error', messageId: failure.messageId, retry: failure.kind === 'retry' };
    } else {
      this.errors = fieldMessages;
      this.alert = null;
      this.focusOn(first);
    }
    return failure;
  }

  /** Shows a notice or a message of the form's own above the submit button. */
  notify(messageId: MessageId, tone: FormAlertState['tone'] = 'info'): void {
    this.alert = { tone, messageId, retry: false };
  }

  /** Puts one message under one field and focuses it. */
  showFieldError(field: F, message: string): void {
    this.errors = { ...this.errors, [field]: message };
    this.focusOn(field);
  }

  /** The player typed in a field: its message goes. */
  clearError(field: F): void {
    if (this.errors[field] === undefined) return;
    const errors = { ...this.errors };
    delete errors[field];
    this.errors = errors;
  }

  /** Forgets every message (a new submit, a tab switch). */
  clear(): void {
    this.errors = {};
    this.alert = null;
  }

  /** Moves the focus to a field (a form just opened, or a field that needs attention). */
  focusOn(field: F): void {
    this.focusKey += 1;
    this.focus = { field, key: this.focusKey };
  }
}
