import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useFormText } from '../../forms/use-form-text';
import { WithdrawForm, type WithdrawFormProps } from './withdraw-form';

type Args = Omit<WithdrawFormProps, 'text'>;

const LIMITS = { min: '₱100.00', max: '₱50,000.00' };

function Form(props: Args) {
  return <WithdrawForm {...props} text={useFormText({ ...LIMITS, available: '₱1,234.50' })} />;
}

const args: Args = {
  accounts: [
    { id: 1, label: 'GCash •••••••4567' },
    { id: 2, label: 'BDO Unibank ••••••7890' },
  ],
  accountId: 1,
  amount: '',
  paymentPassword: '',
  paymentPasswordSet: true,
  limits: LIMITS,
  errors: {},
  pending: false,
  alert: null,
  onAccountChange: fn(),
  onChange: fn(),
  onSubmit: fn(),
  onRetry: fn(),
  onForgotPaymentPassword: fn(),
};

const meta = { title: 'Pages/Withdraw/Withdraw form', parameters: { layout: 'fullscreen' }, globals: { brand: 'all' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: the account, the amount with the method's limits, its fee and payout, the payment password with show/hide. */
export const Ready: Story = {
  render: () => <Form {...args} amount="500" feePreview={{ fee: '₱17.50', receive: '₱482.50' }} />,
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getAllByRole('form', { name: 'Withdraw' }).at(0);
    if (form === undefined) throw new Error('no form');
    await expect(within(form).getByText('₱100.00 to ₱50,000.00 per withdrawal')).toBeVisible();
    await expect(within(form).getByRole('button', { name: 'Show password' })).toBeEnabled();
    await expect(within(form).getByText('₱482.50')).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Forgot your payment password?' }));
    await expect(args.onForgotPaymentPassword).toHaveBeenCalled();
  },
};

/** Over the limit: the reason under the amount. */
export const OverLimit: Story = { render: () => <Form {...args} amount="60000" errors={{ amount: 'Withdraw at most ₱50,000.00 at a time with this method' }} /> };

/** Refused by the platform: a wrong payment password. */
export const Refused: Story = { render: () => <Form {...args} amount="500" alert={{ tone: 'error', messageId: 'error.paymentPassword', retry: false }} /> };

/** No saved account yet: nothing to pay out to. */
export const NoAccount: Story = {
  render: () => <Form {...args} accounts={[]} accountId={null} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Withdraw now' }).at(0)).toBeDisabled();
  },
};

/** No payment password set. */
export const NoPaymentPassword: Story = { render: () => <Form {...args} paymentPasswordSet={false} /> };

/** Sending. */
export const Sending: Story = { render: () => <Form {...args} amount="500" paymentPassword="secret" pending /> };
