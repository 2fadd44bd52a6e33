import type { FormAlertState } from '@gp/stores';
import { LoadFailed } from '@gp/ui';
import { RegisterNote } from './register-layout';

/** Props of RegisterLoadState. */
export interface RegisterLoadStateProps {
  /** The form's settings are on their way. */
  readonly loading: boolean;
  /** The translated 'loading' line. */
  readonly loadingText: string;
  /** Why the settings did not load, when they did not. */
  readonly failure: FormAlertState | null;
  /** The translated line that says the form could not be loaded. */
  readonly failedText: string;
  /** Translates the failure's message id. */
  readonly message: (messageId: string | null | undefined) => string | null;
  /** Loads the settings again (then the form shows). */
  readonly onRetry: () => void;
}

/** What a registration screen shows before its form: the loading line, or what could not be loaded, why, and Try again. */
export function RegisterLoadState({ loading, loadingText, failure, failedText, message, onRetry }: RegisterLoadStateProps) {
  if (loading) return <RegisterNote role="status">{loadingText}</RegisterNote>;
  if (failure === null) return null;
  return <LoadFailed title={failedText} reason={message(failure.messageId)} onRetry={onRetry} />;
}
