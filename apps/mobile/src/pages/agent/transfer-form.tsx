import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { pathOf } from '@gp/domain';
import type { AgentTransferField, FormAlertState } from '@gp/stores';
import { PasswordField, TextField, UiLink } from '@gp/ui';
import { FormNotice, FormStack, SubmitButton } from '../../forms/form-layout';
import { TRANSFER_LIMIT_TEXT, TRANSFER_TEXT as text } from './transfer-messages';

/** Everything the transfer form shows; the page reads it from its model, stories give it directly. */
export interface TransferFormProps {
  readonly member: string;
  readonly amount: string;
  readonly paymentPassword: string;
  /** The limits and the balance as money. */
  readonly limits: { readonly min: string; readonly max: string; readonly balance: string };
  readonly errors: Partial<Record<AgentTransferField, string | null>>;
  readonly pending: boolean;
  readonly alert: FormAlertState | null;
  readonly text: (id: string) => string | null;
  readonly onChange: (field: AgentTransferField, value: string) => void;
  readonly onSubmit: () => void;
  readonly onRetry: () => void;
  readonly refFor?: (field: AgentTransferField) => (element: HTMLInputElement | null) => void;
}

/** The way to set the payment password, in the text colour (the brand's colour is too faint on some backgrounds). */
const PasswordLink = styled.p`
  margin: 0;
  a {
    color: ${({ theme }) => theme.color.text};
  }
`;

/** The transfer form: the member, the amount with its limits and the balance, the payment password (and where to set it), Transfer. */
export function TransferForm(props: TransferFormProps) {
  const t = useIntl().formatMessage;
  return (
    <FormStack label={t(text.form)} onSubmit={props.onSubmit}>
      <TextField
        label={t(text.member)}
        name="member"
        value={props.member}
        autoCapitalize="none"
        autoComplete="off"
        maxLength={32}
        hint={t(text.memberHint)}
        error={props.errors.member}
        onChange={(value) => props.onChange('member', value)}
        inputRef={props.refFor?.('member')}
      />
      <TextField
        label={t(text.amount)}
        name="amount"
        value={props.amount}
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        hint={t(TRANSFER_LIMIT_TEXT, props.limits)}
        error={props.errors.amount}
        onChange={(value) => props.onChange('amount', value)}
        inputRef={props.refFor?.('amount')}
      />
      <PasswordField
        label={t(text.paymentPassword)}
        name="transferPaymentPassword"
        value={props.paymentPassword}
        autoComplete="off"
        error={props.errors.paymentPassword}
        onChange={(value) => props.onChange('paymentPassword', value)}
        inputRef={props.refFor?.('paymentPassword')}
      />
      <PasswordLink>
        <UiLink to={pathOf('payoutAccounts')}>{t(text.setPaymentPassword)}</UiLink>
      </PasswordLink>
      <FormNotice alert={props.alert} text={props.text} onRetry={props.onRetry} />
      <SubmitButton disabled={props.pending}>{t(props.pending ? text.submitting : text.submit)}</SubmitButton>
    </FormStack>
  );
}
