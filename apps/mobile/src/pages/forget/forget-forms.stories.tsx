import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { useFormText } from '../../forms/use-form-text';
import { EmailResetForm, type EmailResetFormProps } from './email-reset-form';
import { SmsResetForm, type SmsResetFormProps } from './sms-reset-form';

/** The first of the elements found (a story renders once per brand). */
function first<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('nothing found');
  return item;
}

const CAPTCHA = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 132 44"><rect width="132" height="44" fill-opacity="0.15"/><text x="66" y="31" font-size="26" text-anchor="middle" font-family="monospace">24680</text></svg>')}`;
const ALL_BRANDS = { brand: 'all' } as const;

type SmsArgs = Omit<SmsResetFormProps, 'text'>;
type EmailArgs = Omit<EmailResetFormProps, 'text'>;

function Sms(props: SmsArgs) {
  return <SmsResetForm {...props} text={useFormText()} />;
}

function Email(props: EmailArgs) {
  return <EmailResetForm {...props} text={useFormText()} />;
}

const smsArgs: SmsArgs = {
  values: { dialCode: '+63', mobileNum: '', captcha: '', verificationCode: '', newPassword: '', confirmPassword: '' },
  dialCodes: [
    { code: '+63', label: 'Philippines (+63)' },
    { code: '+84', label: 'Vietnam (+84)' },
  ],
  errors: {},
  captcha: { shown: false, imageSrc: null, loading: false },
  codeButton: { state: { status: 'idle' }, now: 0 },
  pending: null,
  alert: null,
  onChange: fn(),
  onRefreshCaptcha: fn(),
  onSendCode: fn(),
  onSubmit: fn(),
  onRetry: fn(),
};

const emailArgs: EmailArgs = {
  step: 'request',
  values: { username: '', email: '', newPassword: '', confirmPassword: '' },
  errors: {},
  pending: false,
  alert: null,
  onChange: fn(),
  onSubmit: fn(),
  onRetry: fn(),
  onNewLink: fn(),
};

const meta = { title: 'Pages/Forgot password', parameters: { layout: 'fullscreen' }, globals: ALL_BRANDS } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** By SMS, empty, without a captcha. */
export const SmsEmpty: Story = {
  render: () => <Sms {...smsArgs} />,
  play: async ({ canvasElement }) => {
    const form = first(within(canvasElement).getAllByRole('form', { name: 'Reset by SMS' }));
    await expect(within(form).getByRole('button', { name: 'Get code' })).toBeEnabled();
    await expect(within(form).getByRole('button', { name: 'Reset password' })).toBeEnabled();
  },
};

/** By SMS, the captcha the merchant asks for before a code. */
export const SmsCaptchaShown: Story = {
  render: () => <Sms {...smsArgs} values={{ ...smsArgs.values, mobileNum: '9171234567' }} captcha={{ shown: true, imageSrc: CAPTCHA, loading: false }} />,
  play: async ({ canvasElement }) => {
    await expect(first(within(canvasElement).getAllByRole('button', { name: 'Tap to refresh the code' }))).toBeVisible();
  },
};

/** By SMS, invalid: each field's message, announced. */
export const SmsInvalid: Story = {
  render: () => (
    <Sms
      {...smsArgs}
      values={{ ...smsArgs.values, mobileNum: '917', newPassword: 'abc', confirmPassword: 'abd' }}
      captcha={{ shown: true, imageSrc: CAPTCHA, loading: false }}
      errors={{ mobileNum: 'Please enter a valid mobile number', captcha: 'Please enter the code', verificationCode: 'Verification code error', newPassword: 'Invalid password format', confirmPassword: 'Confirmation password not matched' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const form = first(within(canvasElement).getAllByRole('form', { name: 'Reset by SMS' }));
    await expect(within(form).getAllByRole('alert')).toHaveLength(5);
  },
};

/** By SMS, the code sent: the countdown and the notice. */
export const SmsCountdown: Story = {
  render: () => (
    <Sms
      {...smsArgs}
      values={{ ...smsArgs.values, mobileNum: '9171234567' }}
      codeButton={{ state: { status: 'countdown', endsAt: 45_000 }, now: 0 }}
      alert={{ tone: 'success', messageId: 'forget.sms.codeSent', retry: false }}
    />
  ),
  play: async ({ canvasElement }) => {
    const form = first(within(canvasElement).getAllByRole('form', { name: 'Reset by SMS' }));
    await expect(within(form).getByRole('button', { name: 'Resend in 45s' })).toBeDisabled();
    await expect(within(form).getByRole('status')).toHaveTextContent('The code is on its way');
  },
};

/** By SMS, sending the reset: the button waits. */
export const SmsLoading: Story = {
  render: () => <Sms {...smsArgs} pending="reset" codeButton={{ state: { status: 'countdown', endsAt: 30_000 }, now: 0 }} />,
  play: async ({ canvasElement }) => {
    await expect(first(within(canvasElement).getAllByRole('button', { name: 'Please wait…' }))).toBeDisabled();
  },
};

/** By SMS, no connection: the message with Try again. */
export const SmsNetworkError: Story = {
  render: () => <Sms {...smsArgs} alert={{ tone: 'error', messageId: 'error.network', retry: true }} />,
  play: async ({ canvasElement }) => {
    await expect(first(within(canvasElement).getAllByRole('button', { name: 'Try again' }))).toBeVisible();
  },
};

/** By e-mail, the request, empty. */
export const EmailEmpty: Story = { render: () => <Email {...emailArgs} /> };

/** By e-mail, invalid. */
export const EmailInvalid: Story = {
  render: () => <Email {...emailArgs} values={{ ...emailArgs.values, email: 'nobody' }} errors={{ username: 'Invalid account format', email: 'Invalid e-mail format' }} />,
  play: async ({ canvasElement }) => {
    const form = first(within(canvasElement).getAllByRole('form', { name: 'Reset by e-mail' }));
    await expect(within(form).getAllByRole('alert')).toHaveLength(2);
  },
};

/** By e-mail, asking: the button waits. */
export const EmailLoading: Story = { render: () => <Email {...emailArgs} pending values={{ ...emailArgs.values, username: 'fresh01', email: 'fresh01@example.test' }} /> };

/** By e-mail, asked: where the link goes. */
export const EmailSent: Story = {
  render: () => (
    <Email {...emailArgs} values={{ ...emailArgs.values, username: 'fresh01', email: 'fresh01@example.test' }} alert={{ tone: 'success', messageId: 'forget.email.sent', retry: false }} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toHaveTextContent('a link is on its way');
  },
};

/** Opened from the e-mailed link: the new password. */
export const LinkNewPassword: Story = { render: () => <Email {...emailArgs} step="newPassword" /> };

/** Opened from a spent link: ask for a new one. */
export const LinkExpired: Story = {
  render: () => <Email {...emailArgs} step="newPassword" alert={{ tone: 'error', messageId: 'forget.email.linkExpired', retry: false }} />,
  play: async ({ canvasElement }) => {
    await expect(first(within(canvasElement).getAllByRole('button', { name: 'Ask for a new link' }))).toBeVisible();
  },
};
