import { useMemo } from 'react';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { RegistrationField } from '@gp/domain';
import { useFormText } from '../../forms/use-form-text';

/** The label of every registration field (SPEC §2 'Registration'). */
export const FIELD_LABELS = defineMessages({
  mobileNum: { id: 'register.field.mobileNum', defaultMessage: 'Mobile number', description: 'Label of the mobile number field' },
  verificationCode: { id: 'register.field.verificationCode', defaultMessage: 'SMS code', description: 'Label of the SMS verification code field' },
  username: { id: 'register.field.username', defaultMessage: 'Username', description: 'Label of the username field' },
  password: { id: 'register.field.password', defaultMessage: 'Password', description: 'Label of the password field' },
  confirmPassword: { id: 'register.field.confirmPassword', defaultMessage: 'Confirm password', description: 'Label of the password confirmation field' },
  paymentPassword: {
    id: 'register.field.paymentPassword',
    defaultMessage: 'Payment password',
    description: 'Label of the optional payment (withdrawal) password field',
  },
  idNumber: { id: 'register.field.idNumber', defaultMessage: 'ID number', description: 'Label of the identity document number field' },
  qqNum: { id: 'register.field.qqNum', defaultMessage: 'QQ number', description: 'Label of the QQ messenger number field' },
  facebook: { id: 'register.field.facebook', defaultMessage: 'Facebook', description: 'Label of the Facebook account field' },
  wechat: { id: 'register.field.wechat', defaultMessage: 'WeChat', description: 'Label of the WeChat account field' },
  line: { id: 'register.field.line', defaultMessage: 'LINE', description: 'Label of the LINE messenger account field' },
  whatsapp: { id: 'register.field.whatsapp', defaultMessage: 'WhatsApp', description: 'Label of the WhatsApp number field' },
  zalo: { id: 'register.field.zalo', defaultMessage: 'Zalo', description: 'Label of the Zalo messenger number field' },
  email: { id: 'register.field.email', defaultMessage: 'E-mail', description: 'Label of the e-mail address field' },
  nickname: { id: 'register.field.nickname', defaultMessage: 'Nickname', description: 'Label of the nickname field' },
  payeeName: {
    id: 'register.field.payeeName',
    defaultMessage: 'Full name (as on your bank account)',
    description: 'Label of the payee name field: the true name withdrawals are paid to',
  },
  recommenderId: { id: 'register.field.recommenderId', defaultMessage: 'Referral code or username', description: 'Label of the field naming the player who recommended this one: their referral code (from their invitation link) or their username' },
  affiliateCode: { id: 'register.field.affiliateCode', defaultMessage: 'Invitation code', description: 'Label of the agent invitation (affiliate) code field' },
  birthDate: { id: 'register.field.birthDate', defaultMessage: 'Date of birth', description: 'Label of the date of birth field (checked against the minimum age)' },
  captcha: { id: 'register.field.captcha', defaultMessage: 'Verification code', description: 'Label of the captcha field (digits shown in the image)' },
} satisfies Record<Exclude<RegistrationField, 'ageConfirmed'>, MessageDescriptor>);

/** The label of the minimum-age confirmation (SPEC §5 'Please confirm you are 21 years old'). */
export const AGE_CONFIRMATION_LABEL = defineMessage<{ age: number }>({
  id: 'register.field.ageConfirmed',
  defaultMessage: 'I confirm I am {age} years old or over',
  description: 'Label of the checkbox confirming the minimum age; age is 18 or 21',
});

/**
 * Translates a message key of these forms (a field message, an error catalogue id, a platform key)
 * with the merchant's minimum age; nothing in, nothing out.
 */
export function useRegisterText(age: number): (key: string | null | undefined) => string | null {
  return useFormText(useMemo(() => ({ age }), [age]));
}
