import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { useFormText } from '../../forms/use-form-text';
import { ChangePasswordForm, type ChangePasswordFormProps } from './change-password-form';

/** The first of the elements found (a story renders once per brand). */
function first<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('nothing found');
  return item;
}

type Args = Omit<ChangePasswordFormProps, 'text'>;

function Form(props: Args) {
  return <ChangePasswordForm {...props} text={useFormText()} />;
}

const args: Args = {
  values: { oldPassword: '', newPassword: '', confirmPassword: '' },
  oldPasswordShown: true,
  username: 'fresh01',
  errors: {},
  pending: false,
  alert: null,
  onChange: fn(),
  onSubmit: fn(),
  onRetry: fn(),
};

const meta = { title: 'Pages/Change password', parameters: { layout: 'fullscreen' }, globals: { brand: 'all' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: three password fields, each with its show/hide toggle. */
export const Empty: Story = {
  render: () => <Form {...args} />,
  play: async ({ canvasElement }) => {
    const form = first(within(canvasElement).getAllByRole('form', { name: 'Change your password' }));
    await expect(within(form).getAllByRole('button', { name: 'Show password' })).toHaveLength(3);
  },
};

/** Invalid: the rules' messages under their fields. */
export const Invalid: Story = {
  render: () => (
    <Form
      {...args}
      values={{ oldPassword: '', newPassword: 'abc', confirmPassword: 'abd' }}
      errors={{ oldPassword: 'Invalid password format', newPassword: 'Invalid password format', confirmPassword: 'Confirmation password not matched' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const form = first(within(canvasElement).getAllByRole('form', { name: 'Change your password' }));
    await expect(within(form).getAllByRole('alert')).toHaveLength(3);
  },
};

/** Sending: the button waits (the overlay says 'Please wait'). */
export const Loading: Story = {
  render: () => <Form {...args} pending values={{ oldPassword: 'Old12345', newPassword: 'New12345', confirmPassword: 'New12345' }} />,
  play: async ({ canvasElement }) => {
    await expect(first(within(canvasElement).getAllByRole('button', { name: 'Confirm' }))).toBeDisabled();
  },
};

/** Wrong old password, from the platform. */
export const WrongOldPassword: Story = {
  render: () => <Form {...args} values={{ oldPassword: 'Wrong123', newPassword: 'New12345', confirmPassword: 'New12345' }} errors={{ oldPassword: 'The old password is incorrect' }} />,
};

/** No answer: the message with Try again. */
export const NetworkError: Story = {
  render: () => <Form {...args} alert={{ tone: 'error', messageId: 'error.timeout', retry: true }} />,
  play: async ({ canvasElement }) => {
    await expect(first(within(canvasElement).getAllByRole('button', { name: 'Try again' }))).toBeVisible();
  },
};
