import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { useFormText } from '../forms/use-form-text';
import { PayoutAccountForm, type PayoutAccountFormProps } from './payout-account-form';

type Args = Omit<PayoutAccountFormProps, 'text'>;

function Form(props: Args) {
  return <PayoutAccountForm {...props} text={useFormText()} />;
}

const args: Args = {
  values: { payoutMethod: 'gcash', bankCode: '', accountNumber: '', accountName: '', paymentPassword: '' },
  banks: [
    { code: 'BDO', name: 'BDO Unibank' },
    { code: 'BPI', name: 'Bank of the Philippine Islands' },
  ],
  fullMethods: [],
  paymentPasswordSet: true,
  errors: {},
  pending: false,
  alert: null,
  onMethodChange: fn(),
  onChange: fn(),
  onSubmit: fn(),
  onRetry: fn(),
  onCancel: fn(),
};

const meta = { title: 'Wallet/Add payout account', parameters: { layout: 'fullscreen' }, globals: { brand: 'all' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An e-wallet account, empty. */
export const EWallet: Story = {
  render: () => <Form {...args} />,
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getAllByRole('form', { name: 'New payout account' }).at(0);
    if (form === undefined) throw new Error('no form');
    await expect(within(form).getByRole('textbox', { name: 'Mobile number of the e-wallet' })).toBeVisible();
    await expect(within(form).getByRole('button', { name: 'Save account' })).toBeEnabled();
  },
};

/** A bank account with its checks failed, Maya's limit reached. */
export const BankInvalid: Story = {
  render: () => (
    <Form
      {...args}
      values={{ ...args.values, payoutMethod: 'bank', accountNumber: '12345', accountName: 'J' }}
      fullMethods={['maya']}
      errors={{ bankCode: 'Choose the bank of the account', accountNumber: 'Check the account number', accountName: 'Enter the name on the account (2 to 64 characters)' }}
    />
  ),
};

/** No payment password yet: the form says how to get one and cannot be sent. */
export const NoPaymentPassword: Story = {
  render: () => <Form {...args} paymentPasswordSet={false} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Save account' }).at(0)).toBeDisabled();
  },
};

/** Sending. */
export const Saving: Story = { render: () => <Form {...args} values={{ ...args.values, accountNumber: '09171234567', accountName: 'Juan', paymentPassword: 'x' }} pending /> };

/** The platform refused: the limit of the method is reached. */
export const Refused: Story = { render: () => <Form {...args} alert={{ tone: 'error', messageId: 'error.payoutAccountLimit', retry: false }} /> };
