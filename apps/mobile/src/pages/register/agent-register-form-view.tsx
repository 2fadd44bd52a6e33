import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { messageDescriptor, type AgentRegistrationField } from '@gp/domain';
import type { FocusRequest, FormAlertState } from '@gp/stores';
import { PasswordField, TextField } from '@gp/ui';
import { FormNotice, FormStack, SubmitButton } from '../../forms/form-layout';
import { useFieldFocus } from '../../forms/use-field-focus';
import { AGENT_REGISTER_MESSAGES } from './agent-register-messages';
import { FIELD_LABELS, useRegisterText } from './field-messages';
import { OPTIONAL_LABEL } from './register-messages';

/** Everything the agent registration form shows, as plain data. */
export interface AgentRegisterFormViewProps {
  readonly fields: readonly AgentRegistrationField[];
  readonly values: Readonly<Record<string, string>>;
  readonly errors: Partial<Record<AgentRegistrationField, string>>;
  readonly onChange: (field: AgentRegistrationField, value: string) => void;
  readonly alert: FormAlertState | null;
  /** The username of the account opened last, for the success message. */
  readonly createdUsername: string | null;
  readonly onRetry: () => void;
  readonly submitting: boolean;
  readonly canSubmit: boolean;
  readonly onSubmit: () => void;
  readonly focus: FocusRequest<AgentRegistrationField> | null;
}

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * The agent's form to open a player account in their downline: username, password twice and the
 * nickname where the merchant has it; messages under fields, the result above the button.
 */
export function AgentRegisterFormView(props: AgentRegisterFormViewProps) {
  const intl = useIntl();
  const text = useRegisterText(0);
  const refFor = useFieldFocus(props.focus);
  const submit = () => {
    if (props.canSubmit) props.onSubmit();
  };
  const alertText = (id: string) =>
    id === 'agentRegister.created' ? intl.formatMessage(messageDescriptor(id), { username: props.createdUsername ?? '' }) : text(id);
  return (
    <FormStack label={intl.formatMessage(AGENT_REGISTER_MESSAGES.formLabel)} onSubmit={submit}>
      <Intro>{intl.formatMessage(AGENT_REGISTER_MESSAGES.intro)}</Intro>
      {props.fields.map((field) => {
        const common = {
          name: field,
          value: props.values[field] ?? '',
          onChange: (value: string) => props.onChange(field, value),
          error: text(props.errors[field]),
          inputRef: refFor(field),
          onEnter: submit,
        };
        if (field === 'password' || field === 'confirmPassword') {
          return <PasswordField key={field} {...common} label={intl.formatMessage(FIELD_LABELS[field])} required autoComplete="new-password" />;
        }
        const label =
          field === 'nickname' ? intl.formatMessage(OPTIONAL_LABEL, { label: intl.formatMessage(FIELD_LABELS.nickname) }) : intl.formatMessage(FIELD_LABELS[field]);
        if (field === 'birthDate') return <TextField key={field} {...common} label={label} required type="date" autoComplete="off" />;
        return <TextField key={field} {...common} label={label} required={field === 'username'} autoComplete="off" maxLength={64} />;
      })}
      <FormNotice alert={props.alert} text={alertText} onRetry={props.onRetry} />
      <SubmitButton disabled={!props.canSubmit} aria-busy={props.submitting}>
        {intl.formatMessage(props.submitting ? AGENT_REGISTER_MESSAGES.submitting : AGENT_REGISTER_MESSAGES.submit)}
      </SubmitButton>
    </FormStack>
  );
}
