import { useIntl } from 'react-intl';
import type { ChangePasswordField } from '@gp/domain';
import type { FormAlertState } from '@gp/stores';
import { PasswordField } from '@gp/ui';
import { NewPasswordFields } from '../../forms/new-password-fields';
import { FormNotice, FormStack, SubmitButton } from '../../forms/form-layout';
import { CHANGE_PASSWORD_MESSAGES } from './change-password-messages';

/** Everything the change-password form shows; the page reads it from its model, stories give it directly. */
export interface ChangePasswordFormProps {
  readonly values: Readonly<Record<ChangePasswordField, string>>;
  readonly oldPasswordShown: boolean;
  /** The account's name, for the browser's password manager (a hidden username field). */
  readonly username?: string | null;
  /** Translated messages under the fields. */
  readonly errors: Partial<Record<ChangePasswordField, string | null>>;
  readonly pending: boolean;
  readonly alert: FormAlertState | null;
  readonly text: (id: string) => string | null;
  readonly onChange: (field: ChangePasswordField, value: string) => void;
  readonly onSubmit: () => void;
  readonly onRetry: () => void;
  readonly refFor?: (field: ChangePasswordField) => (element: HTMLInputElement | null) => void;
}

/**
 * Change password (SPEC §2): the current password (when shown), the new password and its
 * confirmation, each with its show/hide toggle, the message above the button, and the button.
 */
export function ChangePasswordForm(props: ChangePasswordFormProps) {
  const { values, errors, refFor } = props;
  const t = useIntl().formatMessage;
  return (
    <FormStack label={t(CHANGE_PASSWORD_MESSAGES.form)} onSubmit={props.onSubmit}>
      {props.username ? <input type="text" name="username" autoComplete="username" value={props.username} readOnly hidden /> : null}
      {props.oldPasswordShown ? (
        <PasswordField
          label={t(CHANGE_PASSWORD_MESSAGES.oldPassword)}
          name="oldPassword"
          autoComplete="current-password"
          value={values.oldPassword}
          onChange={(value) => props.onChange('oldPassword', value)}
          error={errors.oldPassword}
          inputRef={refFor?.('oldPassword')}
        />
      ) : null}
      <NewPasswordFields labels={CHANGE_PASSWORD_MESSAGES} values={values} errors={errors} onChange={props.onChange} refFor={refFor} />
      <FormNotice alert={props.alert} text={props.text} onRetry={props.onRetry} />
      <SubmitButton disabled={props.pending}>{t(CHANGE_PASSWORD_MESSAGES.submit)}</SubmitButton>
    </FormStack>
  );
}
