import { useIntl } from 'react-intl';
import { type RegistrationField, type RegistrationMode } from '@gp/domain';
import type { FocusRequest, FormAlertState } from '@gp/stores';
import { CheckboxField, SegmentedTabs, type DialCodeOption } from '@gp/ui';
import { FormNotice, FormStack, SubmitButton } from '../../forms/form-layout';
import { useFieldFocus } from '../../forms/use-field-focus';
import { AgeStatement, RegisterAgreement, RegisterLoginLine } from './register-agreement';
import { AGE_CONFIRMATION_LABEL, useRegisterText } from './field-messages';
import { RegisterField, type CaptchaImage, type SmsButton } from './register-field';
import { AGE_STATEMENT, REGISTER_MESSAGES } from './register-messages';

/** Everything the registration form shows, as plain data (the page reads it from its model). */
export interface RegisterFormViewProps {
  readonly modes: readonly RegistrationMode[];
  readonly tabsShown: boolean;
  readonly mode: RegistrationMode;
  readonly onModeChange: (mode: RegistrationMode) => void;
  readonly fields: readonly RegistrationField[];
  readonly requiredFields: readonly RegistrationField[];
  readonly values: Readonly<Record<string, string>>;
  /** Message keys under fields (translated here). */
  readonly errors: Partial<Record<RegistrationField, string>>;
  readonly onChange: (field: RegistrationField, value: string) => void;
  readonly dialCode: string;
  readonly dialCodes: readonly DialCodeOption[];
  readonly onDialCodeChange: (code: string) => void;
  readonly captcha: CaptchaImage;
  readonly sms: SmsButton;
  readonly minimumAge: number;
  readonly ageConfirmed: boolean;
  readonly onAgeConfirmedChange: (confirmed: boolean) => void;
  readonly agreed: boolean;
  readonly onAgreedChange: (agreed: boolean) => void;
  readonly onOpenTerms: () => void;
  readonly onOpenPrivacy: () => void;
  readonly alert: FormAlertState | null;
  readonly onRetry: () => void;
  readonly submitting: boolean;
  readonly canSubmit: boolean;
  readonly onSubmit: () => void;
  readonly focus: FocusRequest<RegistrationField> | null;
}

/**
 * The registration form (SPEC §2): the method tabs when both are on, every field the merchant's
 * rules show, the minimum age stated and confirmed, the terms agreement with the terms and privacy
 * texts, the message above the button (Retry after a network failure), the register button
 * (disabled while sending or without the agreement) and the link to log in.
 */
export function RegisterFormView(props: RegisterFormViewProps) {
  const intl = useIntl();
  const text = useRegisterText(props.minimumAge);
  const refFor = useFieldFocus(props.focus);
  const { fields, values, errors, mode } = props;
  const tabs = props.modes.map((id) => ({
    id,
    label: intl.formatMessage(id === 'username' ? REGISTER_MESSAGES.tabUsername : REGISTER_MESSAGES.tabMobile),
  }));
  const submit = () => {
    if (props.canSubmit) props.onSubmit();
  };
  return (
    <FormStack label={intl.formatMessage(REGISTER_MESSAGES.formLabel)} onSubmit={submit}>
      {props.tabsShown ? (
        <SegmentedTabs
          label={intl.formatMessage(REGISTER_MESSAGES.tabsLabel)}
          tabs={tabs}
          selected={mode}
          onSelect={(id) => props.onModeChange(id === 'mobileNum' ? 'mobileNum' : 'username')}
        />
      ) : null}
      {fields.map((field) =>
        field === 'ageConfirmed' ? null : (
          <RegisterField
            key={field}
            field={field}
            value={values[field] ?? ''}
            onChange={(value) => props.onChange(field, value)}
            error={text(errors[field])}
            required={props.requiredFields.includes(field)}
            dialCode={props.dialCode}
            dialCodes={props.dialCodes}
            onDialCodeChange={props.onDialCodeChange}
            captcha={props.captcha}
            sms={props.sms}
            inputRef={refFor(field)}
            onEnter={submit}
          />
        ),
      )}
      <AgeStatement>{intl.formatMessage(AGE_STATEMENT, { age: props.minimumAge })}</AgeStatement>
      <CheckboxField
        name="ageConfirmed"
        label={intl.formatMessage(AGE_CONFIRMATION_LABEL, { age: props.minimumAge })}
        checked={props.ageConfirmed}
        onChange={props.onAgeConfirmedChange}
        error={text(errors.ageConfirmed)}
        inputRef={refFor('ageConfirmed')}
      />
      <RegisterAgreement agreed={props.agreed} onAgreedChange={props.onAgreedChange} onOpenTerms={props.onOpenTerms} onOpenPrivacy={props.onOpenPrivacy} />
      <FormNotice alert={props.alert} text={text} onRetry={props.onRetry} />
      <SubmitButton disabled={!props.canSubmit} aria-busy={props.submitting}>
        {intl.formatMessage(props.submitting ? REGISTER_MESSAGES.submitting : REGISTER_MESSAGES.submit)}
      </SubmitButton>
      <RegisterLoginLine />
    </FormStack>
  );
}
