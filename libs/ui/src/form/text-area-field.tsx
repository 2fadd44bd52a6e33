import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { controlAttributes, hasError, useFieldIds } from './field-ids';
import { FieldBox, FieldShell } from './field-shell';

/** Props of TextAreaField: a labelled multi-line input with a counter, whose value the caller holds. */
export interface TextAreaFieldProps {
  readonly label: ReactNode;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The counter under the field, e.g. '12/200' (the caller formats it). */
  readonly counter?: string;
  readonly maxLength?: number;
  readonly rows?: number;
  readonly placeholder?: string;
  readonly error?: string | null;
  readonly hint?: ReactNode;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly textAreaRef?: Ref<HTMLTextAreaElement>;
}

const Area = styled.textarea`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  resize: vertical;
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:focus {
    outline: none;
  }
`;

const Counter = styled.p`
  margin: 0;
  justify-self: end;
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

/**
 * A labelled text area sized for thumbs, with an optional counter under it ('n/200', SPEC §2
 * feedback). The counter is part of the field's description, so a screen reader hears it too.
 */
export function TextAreaField({
  label,
  name,
  value,
  onChange,
  counter,
  maxLength,
  rows = 5,
  placeholder,
  error,
  hint,
  required,
  disabled,
  textAreaRef,
}: TextAreaFieldProps) {
  const ids = useFieldIds();
  const invalid = hasError(error);
  const counterId = `${ids.controlId}-counter`;
  return (
    <FieldShell ids={ids} label={label} error={error} hint={hint}>
      <FieldBox $invalid={invalid} $disabled={disabled}>
        <Area
          ref={textAreaRef}
          {...controlAttributes(ids, { error, hint, required, disabled }, counter === undefined ? undefined : counterId)}
          name={name}
          value={value}
          rows={rows}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      </FieldBox>
      {counter === undefined ? null : <Counter id={counterId}>{counter}</Counter>}
    </FieldShell>
  );
}
