import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useFormText } from '../forms/use-form-text';
import { PaymentPasswordForm, type PaymentPasswordFormProps } from './payment-password-form';

type Args = Omit<PaymentPasswordFormProps, 'text'>;

function Form(props: Args) {
  return <PaymentPasswordForm {...props} text={useFormText()} />;
}

const args: Args = {
  values: { loginPassword: '', paymentPassword: '', confirmPaymentPassword: '' },
  errors: {},
  pending: false,
  alert: null,
  onChange: fn(),
  onSubmit: fn(),
  onRetry: fn(),
  onCancel: fn(),
};

const meta = { title: 'Wallet/Set payment password', parameters: { layout: 'fullscreen' }, globals: { brand: 'all' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, as a member without a payment password first sees it. */
export const Empty: Story = {
  render: () => <Form {...args} />,
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getAllByRole('form', { name: 'Set your payment password' }).at(0);
    if (form === undefined) throw new Error('no form');
    await expect(within(form).getByLabelText('Your login password')).toHaveAttribute('autocomplete', 'current-password');
    // The payment password is not offered to the browser's password manager as the site's password.
    await expect(within(form).getByLabelText('New payment password')).toHaveAttribute('autocomplete', 'off');
    await userEvent.click(within(form).getByRole('button', { name: 'Set payment password' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Every field refused: a wrong login password, the login password reused, a confirmation that differs. */
export const Invalid: Story = {
  render: () => (
    <Form
      {...args}
      values={{ loginPassword: 'Wrong1', paymentPassword: 'Demo1234', confirmPaymentPassword: 'Demo1235' }}
      errors={{
        loginPassword: 'Your login password is incorrect',
        paymentPassword: 'Choose a payment password that differs from your login password',
        confirmPaymentPassword: 'Confirmation password not matched',
      }}
    />
  ),
};

/** Sending. */
export const Saving: Story = { render: () => <Form {...args} values={{ loginPassword: 'Demo1234', paymentPassword: 'Pay1234', confirmPaymentPassword: 'Pay1234' }} pending /> };

/** The answer never came: Try again. */
export const NoAnswer: Story = { render: () => <Form {...args} alert={{ tone: 'error', messageId: 'error.network', retry: true }} /> };

/** Resetting a forgotten payment password: its own title and reason, and a way to keep the old one. */
export const Reset: Story = {
  render: () => <Form {...args} mode="reset" />,
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getAllByRole('form', { name: 'Reset your payment password' }).at(0);
    if (form === undefined) throw new Error('no form');
    await userEvent.click(within(form).getByRole('button', { name: 'Keep my payment password' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
