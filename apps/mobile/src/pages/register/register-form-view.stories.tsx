import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { RegistrationField } from '@gp/domain';
import { RegisterFormView } from './register-form-view';

/** Every brand side by side: each form state is seen, and tested, in every brand. */
const EVERY_BRAND = { brand: 'all' } as const;

const CAPTCHA = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 132 44"><rect width="132" height="44" fill-opacity="0.15"/><text x="66" y="31" font-size="26" text-anchor="middle" font-family="monospace">24680</text></svg>',
)}`;

const USERNAME_FIELDS: readonly RegistrationField[] = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'nickname',
  'affiliateCode',
  'captcha',
  'ageConfirmed',
];
const MOBILE_FIELDS: readonly RegistrationField[] = ['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'nickname', 'affiliateCode', 'captcha', 'ageConfirmed'];
const REQUIRED: readonly RegistrationField[] = ['username', 'password', 'confirmPassword', 'captcha', 'ageConfirmed'];

const meta = {
  title: 'Pages/Register/Form',
  component: RegisterFormView,
  decorators: [(Story) => <div style={{ maxWidth: '26rem' }}>{Story()}</div>],
  globals: EVERY_BRAND,
  args: {
    modes: ['username', 'mobileNum'],
    tabsShown: true,
    mode: 'username',
    onModeChange: fn(),
    fields: USERNAME_FIELDS,
    requiredFields: REQUIRED,
    values: {},
    errors: {},
    onChange: fn(),
    dialCode: '+63',
    dialCodes: [
      { code: '+63', label: 'Philippines (+63)' },
      { code: '+84', label: 'Vietnam (+84)' },
    ],
    onDialCodeChange: fn(),
    captcha: { imageSrc: CAPTCHA, loading: false, onRefresh: fn() },
    sms: { state: { status: 'idle' }, now: 0, onSend: fn() },
    minimumAge: 18,
    ageConfirmed: false,
    onAgeConfirmedChange: fn(),
    agreed: true,
    onAgreedChange: fn(),
    onOpenTerms: fn(),
    onOpenPrivacy: fn(),
    alert: null,
    onRetry: fn(),
    submitting: false,
    canSubmit: true,
    onSubmit: fn(),
    focus: null,
  },
} satisfies Meta<typeof RegisterFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, by username: tabs, the merchant's fields, the minimum age to confirm, the terms agreed by default. */
export const Empty: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    await expect(form.getByText('Only players 18 years old or over may register.')).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'I have read and agree to the terms of use and the privacy policy' })).toBeChecked();
    await userEvent.click(form.getByRole('button', { name: 'Terms of use' }));
    await expect(args.onOpenTerms).toHaveBeenCalled();
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Every brand, empty. */
export const EmptyEveryBrand: Story = {};

/** Invalid after a submit: messages under the fields, the first invalid one focused. */
export const Invalid: Story = {
  args: {
    values: { username: '7up', password: 'abc', confirmPassword: 'abd', affiliateCode: 'NOPE' },
    errors: {
      username: 'invalid_account_format',
      password: 'invalid_password_format',
      confirmPassword: 'in_confirmation_correct',
      affiliateCode: 'invitation_code_error',
      captcha: 'in_vwrite_code',
      ageConfirmed: 'age_confirmation_required',
    },
    focus: { field: 'username', key: 1 },
  },
};

/** An invalid invitation code, refused by the platform: its message, and the focus on the code. */
export const InvalidInvitationCode: Story = {
  globals: { brand: 'jade' },
  args: { values: { affiliateCode: 'NOPE-1234' }, errors: { affiliateCode: 'invitation_code_error' }, focus: { field: 'affiliateCode', key: 1 } },
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('textbox', { name: 'Invitation code (optional)' });
    await expect(code).toHaveFocus();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Invalid invitation code')).toBeVisible();
  },
};

/** By mobile number, the code sent and counting down; a merchant with a minimum age of 21. */
export const MobileCountdown: Story = {
  args: {
    mode: 'mobileNum',
    fields: MOBILE_FIELDS,
    requiredFields: ['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'captcha', 'ageConfirmed'],
    values: { mobileNum: '09171234567' },
    sms: { state: { status: 'countdown', endsAt: 45_000 }, now: 0, onSend: fn() },
    alert: { tone: 'success', messageId: 'register.smsSent', retry: false },
    minimumAge: 21,
    ageConfirmed: true,
  },
};

/** The captcha image loading (after a refresh). */
export const CaptchaLoading: Story = { args: { captcha: { imageSrc: null, loading: true, onRefresh: fn() } } };

/** Sending: the button says so and cannot be pressed again. */
export const Submitting: Story = {
  args: { values: { username: 'lucky77' }, ageConfirmed: true, submitting: true, canSubmit: false },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button', { name: 'Registering…' })) await expect(button).toBeDisabled();
  },
};

/** The terms not agreed: the register button is disabled. */
export const NotAgreed: Story = { args: { agreed: false, canSubmit: false } };

/** A network failure: the message above the button with Try again. */
export const NetworkError: Story = {
  args: { alert: { tone: 'error', messageId: 'error.network', retry: true } },
  play: async ({ canvasElement, args }) => {
    const [retry] = within(canvasElement).getAllByRole('button', { name: 'Try again' });
    if (retry) await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Only mobile registration: no tabs. */
export const MobileOnly: Story = { args: { modes: ['mobileNum'], tabsShown: false, mode: 'mobileNum', fields: MOBILE_FIELDS } };
