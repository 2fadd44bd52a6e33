import { errorMessageIdOf, type MessageId } from '@gp/domain';
import { isPlatformError } from '@gp/api-client';
import { endsTheSession } from './session-ending';
import type { DialogOptions, Toast, UiMessage } from './ui.store';

/** The dialogs and toasts a confirmed call uses. */
export interface ConfirmingUi {
  confirm(options: DialogOptions & { readonly message: UiMessage<MessageId> }): Promise<boolean>;
  toast(message: UiMessage<MessageId>, options?: { readonly kind?: Toast['kind'] }): number;
}

/** A call the player confirms first: the question, the call, and what to say when it worked. */
export interface ConfirmedCall {
  readonly question: UiMessage<MessageId>;
  readonly confirmLabel: UiMessage<MessageId>;
  readonly done: UiMessage<MessageId>;
  /** The call, made only after the player confirmed. */
  readonly run: () => Promise<unknown>;
  /** Called once confirmed, before the call (e.g. to mark the item busy). */
  readonly begin: () => void;
  /** Called after the call, whether it worked or not (e.g. to reload). */
  readonly end: () => void;
}

/**
 * Asks the player, then makes the call and says it worked, or why it failed in a toast (an ended
 * session says nothing: the app goes to login). Nothing happens when the player cancels.
 */
export async function confirmedCall(ui: ConfirmingUi, call: ConfirmedCall): Promise<void> {
  if (!(await ui.confirm({ message: call.question, confirmLabel: call.confirmLabel }))) return;
  call.begin();
  try {
    await call.run();
    ui.toast(call.done, { kind: 'success' });
  } catch (error) {
    if (!endsTheSession(error)) ui.toast({ id: errorMessageIdOf(isPlatformError(error) ? error.code : 'UNKNOWN') }, { kind: 'error' });
  } finally {
    call.end();
  }
}
