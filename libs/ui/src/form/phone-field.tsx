import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { controlAttributes, enterKeyHandler, hasError, useFieldIds } from './field-ids';
import { useEarlyInput } from './early-input';
import { FieldBox, FieldInput, FieldShell } from './field-shell';
import { formMessages } from './form-messages';

/** One choice of the dialling-code picker: the code sent ('63') and what the player reads. */
export interface DialCodeOption {
  readonly code: string;
  readonly label: string;
}

/** Props of PhoneField: a dialling code picker and a mobile number, both held by the caller. */
export interface PhoneFieldProps {
  readonly label: ReactNode;
  readonly dialCode: string;
  readonly dialCodes: readonly DialCodeOption[];
  readonly onDialCodeChange: (code: string) => void;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | null;
  readonly hint?: ReactNode;
  /** The number input's name; 'mobileNum' by default. */
  readonly name?: string;
  readonly disabled?: boolean;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly onEnter?: () => void;
}

const DialSelect = styled.select`
  flex: none;
  max-width: 7.5rem;
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.space.xs} 0 0;
  border: 0;
  border-right: 1px solid ${({ theme }) => theme.color.border};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  &:focus {
    outline: none;
  }
  option {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
`;

/**
 * Mobile number with its country dialling code (SPEC §2 login SMS mode, registration): a native
 * select (labelled 'Country code', the phone's own picker) and a tel input named by the field label.
 * Autocomplete 'tel-national', since the code is picked apart.
 */
export function PhoneField({
  label,
  dialCode,
  dialCodes,
  onDialCodeChange,
  value,
  onChange,
  error,
  hint,
  name = 'mobileNum',
  disabled,
  inputRef,
  onEnter,
}: PhoneFieldProps) {
  const intl = useIntl();
  const ids = useFieldIds();
  const earlyRef = useEarlyInput(value, onChange, inputRef);
  const selectId = `${ids.controlId}-dial`;
  const invalid = hasError(error);
  return (
    <FieldShell ids={ids} label={label} error={error} hint={hint}>
      <FieldBox $invalid={invalid} $disabled={disabled}>
        <VisuallyHidden as="label" htmlFor={selectId}>
          {intl.formatMessage(formMessages.dialCode)}
        </VisuallyHidden>
        <DialSelect
          id={selectId}
          name="countryDialingCode"
          autoComplete="tel-country-code"
          value={dialCode}
          onChange={(event) => onDialCodeChange(event.target.value)}
        >
          {dialCodes.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </DialSelect>
        <FieldInput
          ref={earlyRef}
          {...controlAttributes(ids, { error, hint, disabled })}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={enterKeyHandler(onEnter)}
        />
      </FieldBox>
    </FieldShell>
  );
}
