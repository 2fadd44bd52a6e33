import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { hasError, type FieldIds } from './field-ids';

/** The label above a field's control. */
export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme }) => theme.font.weightBold};
  color: ${({ theme }) => theme.color.text};
`;

/** The bordered row that holds a field's control and anything trailing it (toggle, button, image). */
export const FieldBox = styled.div<{ $invalid: boolean; $disabled?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  ${({ $disabled }) =>
    $disabled === true
      ? css`
          opacity: 0.6;
        `
      : null}
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 1px;
  }
`;

/** The bare input inside a FieldBox: the box draws the border and the focus ring. */
export const FieldInput = styled.input`
  flex: 1;
  min-width: 0;
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:focus {
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.color.danger};
`;

const HintText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Props of FieldShell. */
export interface FieldShellProps {
  readonly ids: FieldIds;
  /** The label; it names the control through `htmlFor` unless `labelFor` says otherwise. */
  readonly label: ReactNode;
  /** Which element the label names; the control by default. */
  readonly labelFor?: string;
  readonly error?: string | null;
  readonly hint?: ReactNode;
  readonly children: ReactNode;
}

/**
 * The frame of every text-like field: label, the control row, then the error (announced as an
 * alert when it appears) or the hint. The control points at both through aria-describedby.
 */
export function FieldShell({ ids, label, labelFor, error, hint, children }: FieldShellProps) {
  return (
    <Wrapper>
      <FieldLabel htmlFor={labelFor ?? ids.controlId}>{label}</FieldLabel>
      {children}
      {hasError(error) ? (
        <ErrorText id={ids.errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
      {hint === undefined || hint === null ? null : <HintText id={ids.hintId}>{hint}</HintText>}
    </Wrapper>
  );
}
