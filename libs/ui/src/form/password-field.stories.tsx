import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField, type PasswordFieldProps } from './password-field';
import { ALL_BRANDS_GLOBALS } from './story-globals';

function Stateful(props: PasswordFieldProps) {
  const [value, setValue] = useState(props.value);
  return <PasswordField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Form/PasswordField',
  component: PasswordField,
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
  args: { label: 'Password', name: 'password', value: '', onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; typing, then showing the password. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'Demo1234');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};

/** Invalid. */
export const Invalid: Story = { args: { value: '123', error: 'Password format incorrect' } };

/** Disabled. */
export const Disabled: Story = { args: { value: 'Demo1234', disabled: true } };

/** Every brand. */
export const EveryBrand: Story = { globals: ALL_BRANDS_GLOBALS, args: { value: 'Demo1234', error: 'Password format incorrect' } };
