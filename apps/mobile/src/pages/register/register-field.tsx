import { useState, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { manilaDateOf, type RegistrationField, type SmsCodeButtonState } from '@gp/domain';
import { CaptchaField, PasswordField, PhoneField, SmsCodeField, TextField, type DialCodeOption, type TextFieldProps } from '@gp/ui';
import { FIELD_LABELS } from './field-messages';
import { OPTIONAL_LABEL, REGISTER_MESSAGES } from './register-messages';

/** A text-like registration field: every field but the age confirmation. */
export type RegisterTextField = Exclude<RegistrationField, 'ageConfirmed'>;

/** The captcha image and its refresh, shared by the fields that show it. */
export interface CaptchaImage {
  readonly imageSrc: string | null;
  readonly loading: boolean;
  readonly onRefresh: () => void;
}

/** The get-code button of the SMS code field. */
export interface SmsButton {
  readonly state: SmsCodeButtonState;
  readonly now: number;
  readonly onSend: () => void;
}

/** Props of RegisterField. */
export interface RegisterFieldProps {
  readonly field: RegisterTextField;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The translated message under the field, or null. */
  readonly error: string | null;
  readonly required: boolean;
  readonly dialCode: string;
  readonly dialCodes: readonly DialCodeOption[];
  readonly onDialCodeChange: (code: string) => void;
  readonly captcha: CaptchaImage;
  readonly sms: SmsButton;
  readonly inputRef: Ref<HTMLInputElement>;
  readonly onEnter: () => void;
}

/** Autofill and keyboard of the plain text fields. */
const TEXT_INPUTS: Partial<Record<RegisterTextField, Pick<TextFieldProps, 'autoComplete' | 'inputMode' | 'type' | 'maxLength'>>> = {
  username: { autoComplete: 'username', maxLength: 64 },
  email: { autoComplete: 'email', inputMode: 'email', type: 'email', maxLength: 254 },
  nickname: { autoComplete: 'nickname', maxLength: 64 },
  payeeName: { autoComplete: 'name', maxLength: 128 },
  idNumber: { autoComplete: 'off', maxLength: 64 },
  qqNum: { inputMode: 'numeric', maxLength: 32 },
  whatsapp: { inputMode: 'tel', autoComplete: 'tel', maxLength: 32 },
  zalo: { inputMode: 'tel', maxLength: 32 },
  affiliateCode: { autoComplete: 'off', maxLength: 32 },
  recommenderId: { autoComplete: 'off', maxLength: 64 },
  birthDate: { type: 'date', autoComplete: 'bday' },
};

/**
 * One registration field drawn with the form kit: the mobile number with its dialling code, the
 * SMS code with its get-code button, passwords with show/hide ('new-password' autofill), the
 * captcha image, or a labelled text input. An optional field says so in its label.
 */
export function RegisterField(props: RegisterFieldProps) {
  const intl = useIntl();
  const { field, value, onChange, error, required, inputRef, onEnter } = props;
  const [today] = useState(() => manilaDateOf(Date.now()));
  const name = intl.formatMessage(FIELD_LABELS[field]);
  const label = required ? name : intl.formatMessage(OPTIONAL_LABEL, { label: name });
  // What every kind of field takes alike.
  const common = { label, value, onChange, error, inputRef, onEnter };
  switch (field) {
    case 'mobileNum':
      return (
        <PhoneField
          {...common}
          name="mobileNum"
          hint={intl.formatMessage(REGISTER_MESSAGES.mobileHint)}
          dialCode={props.dialCode}
          dialCodes={props.dialCodes}
          onDialCodeChange={props.onDialCodeChange}
        />
      );
    case 'verificationCode':
      return (
        <SmsCodeField
          {...common}
          name="verificationCode"
          button={props.sms.state}
          now={props.sms.now}
          onSend={props.sms.onSend}
        />
      );
    case 'captcha':
      return (
        <CaptchaField
          {...common}
          imageSrc={props.captcha.imageSrc}
          loading={props.captcha.loading}
          onRefresh={props.captcha.onRefresh}
        />
      );
    case 'password':
    case 'confirmPassword':
    case 'paymentPassword':
      return (
        <PasswordField
          {...common}
          name={field}
          required={required}
          autoComplete={field === 'paymentPassword' ? 'off' : 'new-password'}
          maxLength={128}
        />
      );
    default:
      return (
        <TextField
          {...common}
          name={field}
          required={required}
          // The date picker offers no day after today (in Manila, where the age is counted).
          max={field === 'birthDate' ? today : undefined}
          {...TEXT_INPUTS[field]}
        />
      );
  }
}
