import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { LoginField, LoginMode, SmsCodeButtonState, SocialProvider } from '@gp/domain';
import type { FormAlertState, LoginAction, LoginFormInputs } from '@gp/stores';
import { CheckboxField, SegmentedTabs, type DialCodeOption } from '@gp/ui';
import { FormNotice, FormStack, SubmitButton } from '../../forms/form-layout';
import { LOGIN_MESSAGES } from './login-messages';
import { LoginCaptcha, SmsLoginFields, UsernameLoginFields } from './login-mode-fields';
import { LoginSocial } from './login-social';

/** What the login form shows whatever the mode (the page reads it from its model). */
export interface LoginFormState {
  readonly modes: readonly LoginMode[];
  readonly mode: LoginMode;
  readonly inputs: LoginFormInputs;
  readonly remember: boolean;
  /** Translated messages under the fields. */
  readonly errors: Partial<Record<LoginField, string | null>>;
  readonly captcha: { readonly shown: boolean; readonly imageSrc: string | null; readonly loading: boolean };
  readonly pending: LoginAction | null;
  readonly alert: FormAlertState | null;
  readonly socialProviders: readonly SocialProvider[];
}

/** What the SMS mode adds: the dialling code and the get-code button. */
export interface LoginSmsState {
  readonly dialCode: string;
  readonly dialCodes: readonly DialCodeOption[];
  readonly button: SmsCodeButtonState;
  readonly now: number;
}

/** What the player's taps and typing do. */
export interface LoginFormActions {
  readonly modeChange: (mode: LoginMode) => void;
  readonly input: (field: keyof LoginFormInputs, value: string) => void;
  readonly dialCodeChange: (code: string) => void;
  readonly rememberChange: (remember: boolean) => void;
  readonly refreshCaptcha: () => void;
  readonly sendCode: () => void;
  readonly submit: () => void;
  readonly retry: () => void;
  readonly social: (provider: SocialProvider) => void;
}

/** Props of LoginFormView: plain data and callbacks, so stories need no store. */
export interface LoginFormViewProps {
  readonly form: LoginFormState;
  readonly sms: LoginSmsState;
  readonly on: LoginFormActions;
  readonly text: (id: string) => string | null;
  readonly refFor?: (field: LoginField) => (element: HTMLInputElement | null) => void;
}

/**
 * The login form (SPEC §2 'Login screen'): the username/SMS switch when both are on, the fields
 * of the mode, the captcha when shown, remember me, the message above the button, the button, and
 * the social sign-in buttons in username mode.
 */
export function LoginFormView(props: LoginFormViewProps) {
  const { form, on } = props;
  const t = useIntl().formatMessage;
  const panelId = useId();
  const captcha = form.captcha.shown ? <LoginCaptcha {...props} /> : null;
  return (
    <>
      {form.modes.length > 1 ? (
        <SegmentedTabs
          label={t(LOGIN_MESSAGES.modes)}
          tabs={form.modes.map((id) => ({ id, label: t(id === 'sms' ? LOGIN_MESSAGES.smsMode : LOGIN_MESSAGES.usernameMode) }))}
          selected={form.mode}
          panelId={panelId}
          onSelect={(id) => on.modeChange(id === 'sms' ? 'sms' : 'username')}
        />
      ) : null}
      <div id={panelId}>
        <FormStack label={t(LOGIN_MESSAGES.form)} onSubmit={on.submit}>
          {form.mode === 'username' ? <UsernameLoginFields {...props} /> : <SmsLoginFields {...props} captcha={captcha} />}
          {form.mode === 'username' ? captcha : null}
          <CheckboxField label={t(LOGIN_MESSAGES.remember)} name="remember" checked={form.remember} onChange={on.rememberChange} />
          <FormNotice alert={form.alert} text={props.text} onRetry={on.retry} />
          <SubmitButton disabled={form.pending !== null}>{t(form.pending === 'login' ? LOGIN_MESSAGES.submitting : LOGIN_MESSAGES.submit)}</SubmitButton>
        </FormStack>
      </div>
      <LoginSocial providers={form.socialProviders} disabled={form.pending !== null} onSocial={on.social} />
    </>
  );
}
