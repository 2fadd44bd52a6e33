import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { hasError, useFieldIds } from './field-ids';
import { useEarlyCheck } from './early-input';

/** Props of CheckboxField: a native checkbox whose state the caller holds. */
export interface CheckboxFieldProps {
  /** The label; it may hold links (terms, privacy), which stay their own controls. */
  readonly label: ReactNode;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly error?: string | null;
  readonly name?: string;
  readonly disabled?: boolean;
  readonly inputRef?: Ref<HTMLInputElement>;
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.touchTarget};
`;

const Box = styled.input`
  flex: none;
  width: 1.375rem;
  height: 1.375rem;
  margin: 0.6875rem 0 0;
  accent-color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Label = styled.label`
  flex: 1;
  padding: ${({ theme }) => theme.space.sm} 0;
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.color.text};
  a {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.color.danger};
`;

/**
 * A labelled native checkbox (remember me, terms agreement, age confirmation). The error, when
 * there is one, is announced and tied to the box by aria-describedby. A box changed before a
 * server-rendered page was live keeps what the player chose (useEarlyCheck).
 */
export function CheckboxField({ label, checked, onChange, error, name, disabled, inputRef }: CheckboxFieldProps) {
  const ids = useFieldIds();
  const invalid = hasError(error);
  const ref = useEarlyCheck(checked, onChange, inputRef);
  return (
    <div>
      <Row>
        <Box
          ref={ref}
          id={ids.controlId}
          type="checkbox"
          name={name}
          checked={checked}
          disabled={disabled}
          aria-invalid={invalid}
          aria-describedby={invalid ? ids.errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <Label htmlFor={ids.controlId}>{label}</Label>
      </Row>
      {invalid ? (
        <ErrorText id={ids.errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </div>
  );
}
