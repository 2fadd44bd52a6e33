import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CaptchaField, PasswordField, PhoneField, SmsCodeField, TextField } from '@gp/ui';
import type { LoginFormViewProps } from './login-form-view';
import { LOGIN_MESSAGES } from './login-messages';

/** The username mode's fields: the username and the password. */
export function UsernameLoginFields({ form: { inputs, errors }, on, refFor }: LoginFormViewProps) {
  const t = useIntl().formatMessage;
  return (
    <>
      <TextField
        label={t(LOGIN_MESSAGES.username)}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        value={inputs.username}
        onChange={(value) => on.input('username', value)}
        error={errors.username}
        inputRef={refFor?.('username')}
      />
      <PasswordField
        label={t(LOGIN_MESSAGES.password)}
        name="password"
        autoComplete="current-password"
        value={inputs.password}
        onChange={(value) => on.input('password', value)}
        error={errors.password}
        inputRef={refFor?.('password')}
      />
    </>
  );
}

/** The SMS mode's fields: the number with its dialling code, the captcha (when shown) and the code with its get-code button. */
export function SmsLoginFields({ form: { inputs, errors }, sms, on, refFor, captcha }: LoginFormViewProps & { readonly captcha: ReactNode }) {
  const t = useIntl().formatMessage;
  return (
    <>
      <PhoneField
        label={t(LOGIN_MESSAGES.mobile)}
        dialCode={sms.dialCode}
        dialCodes={sms.dialCodes}
        onDialCodeChange={on.dialCodeChange}
        value={inputs.mobileNum}
        onChange={(value) => on.input('mobileNum', value)}
        error={errors.mobileNum}
        hint={t(LOGIN_MESSAGES.mobileHint)}
        inputRef={refFor?.('mobileNum')}
      />
      {captcha}
      <SmsCodeField
        label={t(LOGIN_MESSAGES.smsCode)}
        value={inputs.messageCode}
        onChange={(value) => on.input('messageCode', value)}
        button={sms.button}
        now={sms.now}
        onSend={on.sendCode}
        error={errors.messageCode}
        inputRef={refFor?.('messageCode')}
      />
    </>
  );
}

/** The captcha field with its image (tap to refresh). */
export function LoginCaptcha({ form: { inputs, errors, captcha }, on, refFor }: LoginFormViewProps) {
  const t = useIntl().formatMessage;
  return (
    <CaptchaField
      label={t(LOGIN_MESSAGES.captcha)}
      value={inputs.captcha}
      onChange={(value) => on.input('captcha', value)}
      imageSrc={captcha.imageSrc}
      loading={captcha.loading}
      onRefresh={on.refreshCaptcha}
      error={errors.captcha}
      inputRef={refFor?.('captcha')}
    />
  );
}
