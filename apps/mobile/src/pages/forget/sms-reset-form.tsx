import { useIntl, type MessageDescriptor } from 'react-intl';
import { messageDescriptor, type SmsCodeButtonState } from '@gp/domain';
import type { FormAlertState, SmsResetScreenField } from '@gp/stores';
import { CaptchaField, PhoneField, SmsCodeField, type DialCodeOption } from '@gp/ui';
import { NewPasswordFields } from '../../forms/new-password-fields';
import { FormNotice, FormStack, SubmitButton } from '../../forms/form-layout';
import { FORGET_MESSAGES } from './forget-messages';

/** Everything the SMS reset form shows; the page reads it from its model, stories give it directly. */
export interface SmsResetFormProps {
  readonly values: Readonly<Record<SmsResetScreenField | 'dialCode', string>>;
  readonly dialCodes: readonly DialCodeOption[];
  /** Translated messages under the fields. */
  readonly errors: Partial<Record<SmsResetScreenField, string | null>>;
  readonly captcha: { readonly shown: boolean; readonly imageSrc: string | null; readonly loading: boolean };
  readonly codeButton: { readonly state: SmsCodeButtonState; readonly now: number };
  readonly pending: 'code' | 'reset' | null;
  readonly alert: FormAlertState | null;
  readonly text: (id: string) => string | null;
  readonly onChange: (field: SmsResetScreenField | 'dialCode', value: string) => void;
  readonly onRefreshCaptcha: () => void;
  readonly onSendCode: () => void;
  readonly onSubmit: () => void;
  readonly onRetry: () => void;
  readonly refFor?: (field: SmsResetScreenField) => (element: HTMLInputElement | null) => void;
}

/**
 * Forgot password by SMS: the account's mobile number with its dialling code, the captcha when the
 * merchant asks for one (it guards the code request), the SMS code with the get-code button and
 * its countdown, the new password twice, the message above the button and the button.
 */
export function SmsResetForm(props: SmsResetFormProps) {
  const { values, errors, captcha, codeButton, pending, refFor } = props;
  const intl = useIntl();
  const t = intl.formatMessage;
  const resetLabel: MessageDescriptor = pending === 'reset' ? messageDescriptor('notice.pleaseWait') : FORGET_MESSAGES.reset;
  return (
    <FormStack label={t(FORGET_MESSAGES.smsForm)} onSubmit={props.onSubmit}>
      <PhoneField
        label={t(FORGET_MESSAGES.mobile)}
        dialCode={values.dialCode}
        dialCodes={props.dialCodes}
        onDialCodeChange={(code) => props.onChange('dialCode', code)}
        value={values.mobileNum}
        onChange={(value) => props.onChange('mobileNum', value)}
        error={errors.mobileNum}
        hint={t(FORGET_MESSAGES.mobileHint)}
        inputRef={refFor?.('mobileNum')}
      />
      {captcha.shown ? (
        <CaptchaField
          label={t(FORGET_MESSAGES.captcha)}
          value={values.captcha}
          onChange={(value) => props.onChange('captcha', value)}
          imageSrc={captcha.imageSrc}
          loading={captcha.loading}
          onRefresh={props.onRefreshCaptcha}
          error={errors.captcha}
          inputRef={refFor?.('captcha')}
        />
      ) : null}
      <SmsCodeField
        label={t(FORGET_MESSAGES.smsCode)}
        value={values.verificationCode}
        onChange={(value) => props.onChange('verificationCode', value)}
        button={codeButton.state}
        now={codeButton.now}
        onSend={props.onSendCode}
        error={errors.verificationCode}
        inputRef={refFor?.('verificationCode')}
      />
      <NewPasswordFields labels={FORGET_MESSAGES} values={values} errors={errors} onChange={props.onChange} refFor={refFor} />
      <FormNotice alert={props.alert} text={props.text} onRetry={props.onRetry} />
      <SubmitButton disabled={pending !== null}>{t(resetLabel)}</SubmitButton>
    </FormStack>
  );
}
