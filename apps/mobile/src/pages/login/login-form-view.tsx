import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { LoginField, LoginMode, SmsCodeButtonState, SocialProvider } from '@gp/domain';
import type { FormAlertState, LoginFormInputs } from '@gp/stores';
import { Button, CaptchaField, CheckboxField, PasswordField, PhoneField, SegmentedTabs, SmsCodeField, TextField, type DialCodeOption } from '@gp/ui';
import { FormNotice, FormStack, SubmitButton } from '../../forms/form-layout';
import { LOGIN_MESSAGES } from './login-messages';

/** Everything the login form shows; the page reads it from its model, stories give it directly. */
export interface LoginFormViewProps {
  readonly modes: readonly LoginMode[];
  readonly mode: LoginMode;
  readonly inputs: LoginFormInputs;
  readonly dialCode: string;
  readonly dialCodes: readonly DialCodeOption[];
  readonly remember: boolean;
  /** Translated messages under the fields. */
  readonly errors: Partial<Record<LoginField, string | null>>;
  readonly captcha: { readonly shown: boolean; readonly imageSrc: string | null; readonly loading: boolean };
  readonly smsButton: { readonly state: SmsCodeButtonState; readonly now: number };
  readonly pending: 'login' | 'sms' | 'social' | null;
  readonly alert: FormAlertState | null;
  readonly socialProviders: readonly SocialProvider[];
  readonly text: (id: string) => string | null;
  readonly onModeChange: (mode: LoginMode) => void;
  readonly onInput: (field: keyof LoginFormInputs, value: string) => void;
  readonly onDialCodeChange: (code: string) => void;
  readonly onRememberChange: (remember: boolean) => void;
  readonly onRefreshCaptcha: () => void;
  readonly onSendCode: () => void;
  readonly onSubmit: () => void;
  readonly onRetry: () => void;
  readonly onSocial: (provider: SocialProvider) => void;
  readonly refFor?: (field: LoginField) => (element: HTMLInputElement | null) => void;
}

const Social = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const SocialHeading = styled.h2`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * The login form (SPEC §2 'Login screen'): the username/SMS switch when both are on, the fields
 * of the mode, the captcha when shown, remember me, the message above the button, the button, and
 * the social sign-in buttons in username mode.
 */
export function LoginFormView(props: LoginFormViewProps) {
  const { mode, inputs, errors, captcha, pending, refFor } = props;
  const t = useIntl().formatMessage;
  const panelId = useId();
  const socialId = useId();
  return (
    <>
      {props.modes.length > 1 ? (
        <SegmentedTabs
          label={t(LOGIN_MESSAGES.modes)}
          tabs={props.modes.map((id) => ({ id, label: t(id === 'sms' ? LOGIN_MESSAGES.smsMode : LOGIN_MESSAGES.usernameMode) }))}
          selected={mode}
          panelId={panelId}
          onSelect={(id) => props.onModeChange(id === 'sms' ? 'sms' : 'username')}
        />
      ) : null}
      <div id={panelId}>
        <FormStack label={t(LOGIN_MESSAGES.form)} onSubmit={props.onSubmit}>
          {mode === 'username' ? (
            <>
              <TextField
                label={t(LOGIN_MESSAGES.username)}
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                value={inputs.username}
                onChange={(value) => props.onInput('username', value)}
                error={errors.username}
                inputRef={refFor?.('username')}
              />
              <PasswordField
                label={t(LOGIN_MESSAGES.password)}
                name="password"
                autoComplete="current-password"
                value={inputs.password}
                onChange={(value) => props.onInput('password', value)}
                error={errors.password}
                inputRef={refFor?.('password')}
              />
            </>
          ) : (
            <>
              <PhoneField
                label={t(LOGIN_MESSAGES.mobile)}
                dialCode={props.dialCode}
                dialCodes={props.dialCodes}
                onDialCodeChange={props.onDialCodeChange}
                value={inputs.mobileNum}
                onChange={(value) => props.onInput('mobileNum', value)}
                error={errors.mobileNum}
                hint={t(LOGIN_MESSAGES.mobileHint)}
                inputRef={refFor?.('mobileNum')}
              />
              {captcha.shown ? <LoginCaptcha {...props} /> : null}
              <SmsCodeField
                label={t(LOGIN_MESSAGES.smsCode)}
                value={inputs.messageCode}
                onChange={(value) => props.onInput('messageCode', value)}
                button={props.smsButton.state}
                now={props.smsButton.now}
                onSend={props.onSendCode}
                error={errors.messageCode}
                inputRef={refFor?.('messageCode')}
              />
            </>
          )}
          {mode === 'username' && captcha.shown ? <LoginCaptcha {...props} /> : null}
          <CheckboxField label={t(LOGIN_MESSAGES.remember)} name="remember" checked={props.remember} onChange={props.onRememberChange} />
          <FormNotice alert={props.alert} text={props.text} onRetry={props.onRetry} />
          <SubmitButton disabled={pending !== null}>{t(pending === 'login' ? LOGIN_MESSAGES.submitting : LOGIN_MESSAGES.submit)}</SubmitButton>
        </FormStack>
      </div>
      {props.socialProviders.length > 0 ? (
        <Social aria-labelledby={socialId}>
          <SocialHeading id={socialId}>{t(LOGIN_MESSAGES.socialHeading)}</SocialHeading>
          {props.socialProviders.map((provider) => (
            <Button key={provider} variant="secondary" disabled={pending !== null} onClick={() => props.onSocial(provider)}>
              {t(provider === 'facebook' ? LOGIN_MESSAGES.facebook : LOGIN_MESSAGES.google)}
            </Button>
          ))}
        </Social>
      ) : null}
    </>
  );
}

function LoginCaptcha({ inputs, errors, captcha, refFor, onInput, onRefreshCaptcha }: LoginFormViewProps) {
  const t = useIntl().formatMessage;
  return (
    <CaptchaField
      label={t(LOGIN_MESSAGES.captcha)}
      value={inputs.captcha}
      onChange={(value) => onInput('captcha', value)}
      imageSrc={captcha.imageSrc}
      loading={captcha.loading}
      onRefresh={onRefreshCaptcha}
      error={errors.captcha}
      inputRef={refFor?.('captcha')}
    />
  );
}
