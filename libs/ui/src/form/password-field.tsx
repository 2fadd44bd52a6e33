import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { IconButton } from '../overlay/overlay';
import { formMessages } from './form-messages';
import { TextField, type TextFieldProps } from './text-field';

/** Props of PasswordField: a TextField whose type the toggle decides. */
export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing' | 'inputMode'>;

const Toggle = styled(IconButton)`
  color: ${({ theme }) => theme.color.textMuted};
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -3px;
  }
`;

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 4l16 16" />}
    </svg>
  );
}

/**
 * A password input with a show/hide toggle (SPEC §2 login, change password). The toggle is a real
 * button named 'Show password' whose aria-pressed says whether the text is shown. Autocomplete
 * defaults to 'current-password'; forms that set a password pass 'new-password'.
 */
export function PasswordField({ autoComplete = 'current-password', disabled, ...props }: PasswordFieldProps) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      disabled={disabled}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      trailing={
        <Toggle
          type="button"
          aria-pressed={shown}
          aria-label={intl.formatMessage(formMessages.showPassword)}
          disabled={disabled}
          onClick={() => setShown((value) => !value)}
        >
          <EyeIcon open={shown} />
        </Toggle>
      }
    />
  );
}
