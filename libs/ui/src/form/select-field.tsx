import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { controlAttributes, hasError, useFieldIds } from './field-ids';
import { FieldBox, FieldShell } from './field-shell';

/** One choice of a SelectField. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** Props of SelectField: a labelled picker whose value the caller holds. */
export interface SelectFieldProps {
  readonly label: ReactNode;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly SelectOption[];
  /** The first, empty choice ('Choose…'), shown while nothing is chosen; none when left out. */
  readonly placeholder?: string;
  readonly error?: string | null;
  readonly hint?: ReactNode;
  readonly disabled?: boolean;
  readonly selectRef?: Ref<HTMLSelectElement>;
}

const Select = styled.select`
  flex: 1;
  min-width: 0;
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0;
  border: 0;
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
 * A labelled native picker (a select): on a phone it opens the system's own picker popup, the
 * lightest accessible choice list there is (SPEC §2 feedback question-type picker).
 */
export function SelectField({ label, name, value, onChange, options, placeholder, error, hint, disabled, selectRef }: SelectFieldProps) {
  const ids = useFieldIds();
  const invalid = hasError(error);
  return (
    <FieldShell ids={ids} label={label} error={error} hint={hint}>
      <FieldBox $invalid={invalid} $disabled={disabled}>
        <Select
          ref={selectRef}
          {...controlAttributes(ids, { error, hint, disabled })}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </FieldBox>
    </FieldShell>
  );
}
