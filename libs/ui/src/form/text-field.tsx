import type { HTMLInputTypeAttribute, ReactNode, Ref } from 'react';
import { controlAttributes, enterKeyHandler, hasError, useFieldIds } from './field-ids';
import { useEarlyInput } from './early-input';
import { FieldBox, FieldInput, FieldShell } from './field-shell';

/** Props of TextField: a labelled input whose value the caller holds. */
export interface TextFieldProps {
  readonly label: ReactNode;
  /** The input's name (also what password managers and autofill read). */
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The translated error to show under the field; none while valid. */
  readonly error?: string | null;
  /** A translated help text under the field. */
  readonly hint?: ReactNode;
  readonly type?: HTMLInputTypeAttribute;
  readonly autoComplete?: string;
  /** 'none' for usernames and codes: phones must not capitalise them (spell-checking goes too). */
  readonly autoCapitalize?: 'none' | 'sentences' | 'words' | 'characters';
  readonly inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'decimal' | 'url' | 'search' | 'none';
  readonly maxLength?: number;
  /** The latest value a date input offers (YYYY-MM-DD). */
  readonly max?: string;
  readonly placeholder?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** Something drawn at the end of the input row: a show/hide toggle, a send-code button, an image. */
  readonly trailing?: ReactNode;
  /** Lets the form focus this input (the first invalid field after a failed submit). */
  readonly inputRef?: Ref<HTMLInputElement>;
  /** Called on Enter, for forms that submit from the keyboard without a <form> element. */
  readonly onEnter?: () => void;
}

/**
 * A labelled text input sized for thumbs. Invalid: red border, aria-invalid, and the error named
 * by aria-describedby and announced when it appears. The value is the caller's (controlled).
 */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  autoComplete,
  autoCapitalize,
  inputMode,
  maxLength,
  max,
  placeholder,
  required,
  disabled,
  trailing,
  inputRef,
  onEnter,
}: TextFieldProps) {
  const ids = useFieldIds();
  const earlyRef = useEarlyInput(value, onChange, inputRef);
  const invalid = hasError(error);
  return (
    <FieldShell ids={ids} label={label} error={error} hint={hint}>
      <FieldBox $invalid={invalid} $disabled={disabled}>
        <FieldInput
          ref={earlyRef}
          {...controlAttributes(ids, { error, hint, required, disabled })}
          name={name}
          type={type}
          value={value}
          autoComplete={autoComplete}
          autoCapitalize={autoCapitalize}
          spellCheck={autoCapitalize === 'none' ? false : undefined}
          inputMode={inputMode}
          maxLength={maxLength}
          max={max}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={enterKeyHandler(onEnter)}
        />
        {trailing}
      </FieldBox>
    </FieldShell>
  );
}
