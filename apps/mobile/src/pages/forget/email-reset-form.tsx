import { useIntl, type MessageDescriptor } from 'react-intl';
import { messageDescriptor } from '@gp/domain';
import styled from 'styled-components';
import { type EmailResetScreenField, type EmailResetStep, type FormAlertState } from '@gp/stores';
import { TextField } from '@gp/ui';
import { NewPasswordFields } from '../../forms/new-password-fields';
import { FormNotice, FormStack, SubmitButton, TextButton } from '../../forms/form-layout';
import { FORGET_MESSAGES } from './forget-messages';

/** Everything the e-mail reset shows; the page reads it from its model, stories give it directly. */
export interface EmailResetFormProps {
  readonly step: EmailResetStep;
  readonly values: Readonly<Record<EmailResetScreenField, string>>;
  /** Translated messages under the fields. */
  readonly errors: Partial<Record<EmailResetScreenField, string | null>>;
  readonly pending: boolean;
  readonly alert: FormAlertState | null;
  readonly text: (id: string) => string | null;
  readonly onChange: (field: EmailResetScreenField, value: string) => void;
  readonly onSubmit: () => void;
  readonly onRetry: () => void;
  /** Back to the request, when the link no longer works. */
  readonly onNewLink: () => void;
  readonly refFor?: (field: EmailResetScreenField) => (element: HTMLInputElement | null) => void;
}

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * Forgot password by e-mail: the request (username and e-mail, then 'a link is on its way'), or,
 * opened from the e-mailed link, the new password twice ('ask for a new link' when it expired).
 */
export function EmailResetForm(props: EmailResetFormProps) {
  const { step, values, errors, pending, refFor } = props;
  const t = useIntl().formatMessage;
  const submitLabel: MessageDescriptor = pending ? messageDescriptor('notice.pleaseWait') : step === 'request' ? FORGET_MESSAGES.sendLink : FORGET_MESSAGES.reset;
  const linkSpent = props.alert?.messageId === 'forget.email.linkExpired';
  return (
    <FormStack label={t(FORGET_MESSAGES.emailForm)} onSubmit={props.onSubmit}>
      <Intro>{t(step === 'request' ? FORGET_MESSAGES.emailIntro : FORGET_MESSAGES.linkIntro)}</Intro>
      {step === 'request' ? (
        <>
          <TextField
            label={t(FORGET_MESSAGES.username)}
            name="username"
            autoComplete="username"
            value={values.username}
            onChange={(value) => props.onChange('username', value)}
            error={errors.username}
            inputRef={refFor?.('username')}
          />
          <TextField
            label={t(FORGET_MESSAGES.email)}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            value={values.email}
            onChange={(value) => props.onChange('email', value)}
            error={errors.email}
            inputRef={refFor?.('email')}
          />
        </>
      ) : (
        <>
          <NewPasswordFields labels={FORGET_MESSAGES} values={values} errors={errors} onChange={props.onChange} refFor={refFor} />
        </>
      )}
      <FormNotice alert={props.alert} text={props.text} onRetry={props.onRetry} />
      <SubmitButton disabled={pending}>{t(submitLabel)}</SubmitButton>
      {linkSpent ? (
        <TextButton onClick={props.onNewLink}>
          {t(FORGET_MESSAGES.newLink)}
        </TextButton>
      ) : null}
    </FormStack>
  );
}
