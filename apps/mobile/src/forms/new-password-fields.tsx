import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { PasswordField } from '@gp/ui';

/** The two fields of a new password. */
export type NewPasswordField = 'newPassword' | 'confirmPassword';

/** Props of NewPasswordFields. */
export interface NewPasswordFieldsProps {
  readonly labels: Readonly<Record<NewPasswordField, MessageDescriptor>>;
  readonly values: Readonly<Record<NewPasswordField, string>>;
  readonly errors: Partial<Record<NewPasswordField, string | null>>;
  readonly onChange: (field: NewPasswordField, value: string) => void;
  readonly refFor?: (field: NewPasswordField) => (element: HTMLInputElement | null) => void;
}

/**
 * A new password and its confirmation (password reset, change password), both offered to the
 * browser's password manager as a new password.
 */
export function NewPasswordFields({ labels, values, errors, onChange, refFor }: NewPasswordFieldsProps) {
  const intl = useIntl();
  return (
    <>
      {(['newPassword', 'confirmPassword'] as const).map((field) => (
        <PasswordField
          key={field}
          label={intl.formatMessage(labels[field])}
          name={field}
          autoComplete="new-password"
          value={values[field]}
          onChange={(value) => onChange(field, value)}
          error={errors[field]}
          inputRef={refFor?.(field)}
        />
      ))}
    </>
  );
}
