import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ALL_BRANDS_GLOBALS } from './story-globals';
import { TextField, type TextFieldProps } from './text-field';

function Stateful(props: TextFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TextField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Form/TextField',
  component: TextField,
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
  args: { label: 'Username', name: 'username', value: '', onChange: fn(), autoComplete: 'username' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: type into it. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'Username' }), 'demo');
    await expect(args.onChange).toHaveBeenLastCalledWith('demo');
  },
};

/** Invalid: red border and the announced message. */
export const Invalid: Story = {
  args: { value: 'a!', error: 'Account format incorrect', hint: '4 to 16 letters or digits' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Account format incorrect');
  },
};

/** Disabled while a call is pending. */
export const Disabled: Story = { args: { value: 'demo', disabled: true } };

/** Empty and invalid under every brand. */
export const EveryBrand: Story = { globals: ALL_BRANDS_GLOBALS, args: { error: 'Account format incorrect' } };
