import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@gp/ui';
import { MEMBER_MESSAGES as M } from './member-messages';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  label {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
  input {
    min-height: ${({ theme }) => theme.size.touchTarget};
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/** Props of NicknameEditor. */
export interface NicknameEditorProps {
  readonly value: string;
  /** Why the nickname was refused, translated; null when nothing is wrong. */
  readonly problem: string | null;
  readonly sending: boolean;
  readonly onChange: (value: string) => void;
  readonly onSave: () => void;
  readonly onCancel: () => void;
}

/** The nickname's inline editor: the field, Save and Cancel, and the refusal under the field. */
export function NicknameEditor({ value, problem, sending, onChange, onSave, onCancel }: NicknameEditorProps) {
  const intl = useIntl();
  const inputId = useId();
  const problemId = useId();
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <label htmlFor={inputId}>{intl.formatMessage(M.nickname)}</label>
      <input
        id={inputId}
        value={value}
        maxLength={64}
        autoComplete="nickname"
        aria-invalid={problem !== null}
        aria-describedby={problem === null ? undefined : problemId}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {problem === null ? null : (
        <Problem id={problemId} role="alert">
          {problem}
        </Problem>
      )}
      <Row>
        <Button type="submit" disabled={sending} aria-busy={sending}>
          {intl.formatMessage(M.save)}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {intl.formatMessage(M.cancel)}
        </Button>
      </Row>
    </Form>
  );
}
