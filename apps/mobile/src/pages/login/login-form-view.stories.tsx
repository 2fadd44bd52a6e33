import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useFormText } from '../../forms/use-form-text';
import { LoginFormView, type LoginFormState, type LoginFormViewProps } from './login-form-view';

/** Every brand side by side (the storybook decorator's 'all'): each state is seen in each brand. */
const ALL_BRANDS = { brand: 'all' } as const;
/** A fixed instant, so that the countdown reads the same on every run. */
const NOW = Date.UTC(2024, 0, 1);
const CAPTCHA = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 132 44"><rect width="132" height="44" fill-opacity="0.15"/><text x="66" y="31" font-size="26" text-anchor="middle" font-family="monospace">24680</text></svg>',
)}`;

type Args = Omit<LoginFormViewProps, 'text'>;

/** The empty form in username mode, which each story changes a little. */
const FORM: LoginFormState = {
  modes: ['username', 'sms'],
  mode: 'username',
  inputs: { username: '', password: '', mobileNum: '', messageCode: '', captcha: '' },
  remember: true,
  errors: {},
  captcha: { shown: false, imageSrc: null, loading: false },
  pending: null,
  alert: null,
  socialProviders: [],
};

/** Typed wrong: the rule messages. */
const INVALID: Partial<LoginFormState> = {
  inputs: { username: 'a!', password: '', mobileNum: '', messageCode: '', captcha: '' },
  errors: { username: 'Invalid account format', password: 'Invalid password format' },
};

/** Refused, the captcha asked for. */
const REFUSED: Partial<LoginFormState> = {
  inputs: { username: 'demo', password: 'Demo1234', mobileNum: '', messageCode: '', captcha: '' },
  captcha: { shown: true, imageSrc: CAPTCHA, loading: false },
  errors: { captcha: 'Please enter the code' },
  alert: { tone: 'error', messageId: 'error.loginFailed', retry: false },
};

/** The form of a story: the empty form with `changes`. */
const formWith = (changes: Partial<LoginFormState>): LoginFormState => ({ ...FORM, ...changes });

/** The view with the app's message lookup, as the page gives it. */
function View(props: Args) {
  return <LoginFormView {...props} text={useFormText()} />;
}

/** The first of the elements found (a story may render once per brand). */
function first<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('nothing found');
  return item;
}

const meta = {
  title: 'Pages/Login form',
  component: View,
  decorators: [(Story) => <div style={{ maxWidth: '26rem' }}>{Story()}</div>],
  args: {
    form: FORM,
    sms: {
      dialCode: '+63',
      dialCodes: [
        { code: '+63', label: 'Philippines (+63)' },
        { code: '+84', label: 'Vietnam (+84)' },
      ],
      button: { status: 'idle' },
      now: NOW,
    },
    on: {
      modeChange: fn(),
      input: fn(),
      dialCodeChange: fn(),
      rememberChange: fn(),
      refreshCaptcha: fn(),
      sendCode: fn(),
      submit: fn(),
      retry: fn(),
      social: fn(),
    },
  },
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, username mode: Log in submits, the SMS tab switches. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.on.submit).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('tab', { name: 'SMS code' }));
    await expect(args.on.modeChange).toHaveBeenCalledWith('sms');
  },
};

/** Invalid: the rule messages under the fields. */
export const Invalid: Story = {
  args: {
    form: formWith(INVALID),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('Invalid account format');
  },
};

/** Refused, with the captcha shown after it. */
export const CaptchaShown: Story = {
  args: {
    form: formWith(REFUSED),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tap to refresh the code' }));
    await expect(args.on.refreshCaptcha).toHaveBeenCalled();
  },
};

/** Logging in: the button waits. */
export const Loading: Story = {
  args: { form: formWith({ inputs: { username: 'demo', password: 'Demo1234', mobileNum: '', messageCode: '', captcha: '' }, pending: 'login' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Logging in…' })).toBeDisabled();
  },
};

/** A network error with Retry. */
export const NetworkError: Story = {
  args: { form: formWith({ alert: { tone: 'error', messageId: 'error.network', retry: true } }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.on.retry).toHaveBeenCalled();
  },
};

/** SMS mode, code sent: the countdown and the notice. */
export const Countdown: Story = {
  args: {
    form: formWith({
      mode: 'sms',
      inputs: { username: '', password: '', mobileNum: '09171234567', messageCode: '', captcha: '' },
      captcha: { shown: true, imageSrc: CAPTCHA, loading: false },
      alert: { tone: 'success', messageId: 'login.smsSent', retry: false },
    }),
    sms: { ...meta.args.sms, button: { status: 'countdown', endsAt: NOW + 45_000 } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Resend in 45s' })).toBeDisabled();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('The code has been sent by SMS');
  },
};

/** Social sign-in configured and switched on. */
export const WithSocialSignIn: Story = {
  args: { form: formWith({ socialProviders: ['facebook', 'google'] }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue with Google' }));
    await expect(args.on.social).toHaveBeenCalledWith('google');
  },
};

/** Username mode only (no MOBILEVERCODELOGIN3), under every brand. */
export const EveryBrandEmpty: Story = {
  globals: ALL_BRANDS,
  args: { form: formWith({ modes: ['username'] }) },
  play: async ({ canvasElement }) => {
    await expect(first(within(canvasElement).getAllByRole('form', { name: 'Log in' }))).toBeInTheDocument();
  },
};

/** Invalid with the captcha, under every brand. */
export const EveryBrandCaptcha: Story = {
  globals: ALL_BRANDS,
  args: { form: formWith({ ...REFUSED, ...INVALID }) },
};

/** Counting down, under every brand. */
export const EveryBrandCountdown: Story = { globals: ALL_BRANDS, args: Countdown.args };

/** Logging in, under every brand. */
export const EveryBrandLoading: Story = { globals: ALL_BRANDS, args: Loading.args };
