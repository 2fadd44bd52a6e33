import type { FormAlertState } from '@gp/stores';
import { FormAlert } from '@gp/ui';
import { RegisterNote } from './register-layout';

/** Props of RegisterLoadState. */
export interface RegisterLoadStateProps {
  /** The form's settings are on their way. */
  readonly loading: boolean;
  /** The translated 'loading' line. */
  readonly loadingText: string;
  /** Why the settings did not load, when they did not. */
  readonly failure: FormAlertState | null;
  /** Translates the failure's message id. */
  readonly message: (messageId: string | null | undefined) => string | null;
  readonly onRetry: () => void;
}

/** What a registration screen shows before its form: the loading line, or the failure with Retry when the failure allows it. */
export function RegisterLoadState({ loading, loadingText, failure, message, onRetry }: RegisterLoadStateProps) {
  if (loading) return <RegisterNote role="status">{loadingText}</RegisterNote>;
  if (failure === null) return null;
  return (
    <FormAlert tone="error" onRetry={failure.retry ? onRetry : undefined}>
      {message(failure.messageId)}
    </FormAlert>
  );
}
