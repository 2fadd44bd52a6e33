import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneField, type PhoneFieldProps } from './phone-field';
import { ALL_BRANDS_GLOBALS } from './story-globals';

function Stateful(props: PhoneFieldProps) {
  const [value, setValue] = useState(props.value);
  const [dialCode, setDialCode] = useState(props.dialCode);
  return (
    <PhoneField
      {...props}
      value={value}
      dialCode={dialCode}
      onChange={setValue}
      onDialCodeChange={(code) => {
        setDialCode(code);
        props.onDialCodeChange(code);
      }}
    />
  );
}

const meta = {
  title: 'Form/PhoneField',
  component: PhoneField,
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
  args: {
    label: 'Mobile number',
    dialCode: '63',
    dialCodes: [
      { code: '63', label: '+63' },
      { code: '84', label: '+84' },
      { code: '66', label: '+66' },
    ],
    onDialCodeChange: fn(),
    value: '',
    onChange: fn(),
    hint: '10 to 11 digits',
  },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; picking another country code. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Country code' }), '84');
    await expect(args.onDialCodeChange).toHaveBeenCalledWith('84');
  },
};

/** Invalid number. */
export const Invalid: Story = { args: { value: '0917', error: 'Please enter a valid mobile number' } };

/** Disabled. */
export const Disabled: Story = { args: { value: '09171234567', disabled: true } };

/** Every brand. */
export const EveryBrand: Story = { globals: ALL_BRANDS_GLOBALS, args: { error: 'Please enter a valid mobile number' } };
