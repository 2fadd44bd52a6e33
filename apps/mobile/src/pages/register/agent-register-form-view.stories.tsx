import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgentRegisterFormView } from './agent-register-form-view';

const meta = {
  title: 'Pages/Register/AgentForm',
  component: AgentRegisterFormView,
  decorators: [(Story) => <div style={{ maxWidth: '26rem' }}>{Story()}</div>],
  globals: { brand: 'all' },
  args: {
    fields: ['username', 'password', 'confirmPassword', 'nickname'],
    values: {},
    errors: {},
    onChange: fn(),
    alert: null,
    createdUsername: null,
    onRetry: fn(),
    submitting: false,
    canSubmit: true,
    onSubmit: fn(),
    focus: null,
  },
} satisfies Meta<typeof AgentRegisterFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty. */
export const Empty: Story = {
  globals: { brand: 'jade' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Every brand, empty. */
export const EmptyEveryBrand: Story = {};

/** Invalid: a taken username and a confirmation that differs. */
export const Invalid: Story = {
  args: {
    values: { username: 'friend01', password: 'Secret12', confirmPassword: 'Secret13' },
    errors: { username: 'error.usernameTaken', confirmPassword: 'in_confirmation_correct' },
    focus: { field: 'username', key: 1 },
  },
};

/** Sending. */
export const Submitting: Story = { args: { submitting: true, canSubmit: false } };

/** An account opened: its name above the button, the form empty for the next one. */
export const Created: Story = {
  args: { alert: { tone: 'success', messageId: 'agentRegister.created', retry: false }, createdUsername: 'friend01' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Account friend01 created. It is now in your team.')[0]).toBeVisible();
  },
};

/** A network failure with Try again. */
export const NetworkError: Story = { args: { alert: { tone: 'error', messageId: 'error.timeout', retry: true } } };
