import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { useFormText } from '../../forms/use-form-text';
import { FeedbackForm, type FeedbackFormProps } from './feedback-form';

/** The first of the elements found (a story renders once per brand). */
function first<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('nothing found');
  return item;
}

type Args = Omit<FeedbackFormProps, 'text'>;

function Form(props: Args) {
  return <FeedbackForm {...props} text={useFormText()} />;
}

const CAPTCHA = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 132 44"><rect width="132" height="44" fill-opacity="0.15"/><text x="66" y="31" font-size="26" text-anchor="middle" font-family="monospace">13579</text></svg>')}`;
const TWENTY = 'My deposit is late!!';

const args: Args = {
  type: '',
  content: '',
  captcha: '',
  counter: '0/200',
  captchaImage: { imageSrc: CAPTCHA, loading: false },
  errors: {},
  submitEnabled: false,
  pending: false,
  alert: null,
  onTypeChange: fn(),
  onChange: fn(),
  onRefreshCaptcha: fn(),
  onSubmit: fn(),
  onRetry: fn(),
};

const meta = { title: 'Pages/Feedback', parameters: { layout: 'fullscreen' }, globals: { brand: 'all' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: confirm is disabled, the counter reads 0/200. */
export const Empty: Story = {
  render: () => <Form {...args} />,
  play: async ({ canvasElement }) => {
    const form = first(within(canvasElement).getAllByRole('form', { name: 'Send us your feedback' }));
    await expect(within(form).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await expect(within(form).getByText('0/200')).toBeVisible();
  },
};

/** The captcha picture still loading. */
export const CaptchaLoading: Story = { render: () => <Form {...args} captchaImage={{ imageSrc: null, loading: true }} /> };

/** Invalid: 19 characters and no captcha. */
export const Invalid: Story = {
  render: () => (
    <Form {...args} type="1" content={'x'.repeat(19)} counter="19/200" submitEnabled errors={{ content: 'The content is between 20 and 200 words', captcha: 'Enter a captcha' }} />
  ),
  play: async ({ canvasElement }) => {
    const form = first(within(canvasElement).getAllByRole('form', { name: 'Send us your feedback' }));
    await expect(within(form).getAllByRole('alert')).toHaveLength(2);
  },
};

/** Filled: ready to send. */
export const Filled: Story = {
  render: () => <Form {...args} type="3" content={TWENTY} counter="20/200" captcha="13579" submitEnabled />,
  play: async ({ canvasElement }) => {
    await expect(first(within(canvasElement).getAllByRole('button', { name: 'Confirm' }))).toBeEnabled();
  },
};

/** Sending: the button waits. */
export const Loading: Story = {
  render: () => <Form {...args} type="3" content={TWENTY} counter="20/200" captcha="13579" pending />,
  play: async ({ canvasElement }) => {
    await expect(first(within(canvasElement).getAllByRole('button', { name: 'Sending…' }))).toBeDisabled();
  },
};

/** No answer: the message with Try again. */
export const NetworkError: Story = {
  render: () => <Form {...args} content={TWENTY} counter="20/200" captcha="13579" submitEnabled alert={{ tone: 'error', messageId: 'error.network', retry: true }} />,
};
