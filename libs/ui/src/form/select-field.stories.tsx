import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SelectField, type SelectFieldProps } from './select-field';
import { ALL_BRANDS_GLOBALS } from './story-globals';

function Stateful(props: SelectFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SelectField
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
  title: 'Form/SelectField',
  component: SelectField,
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
  args: {
    label: 'Question type',
    name: 'type',
    value: '',
    placeholder: 'Choose a question type',
    options: [
      { value: '1', label: 'Deposit issues' },
      { value: '2', label: 'Withdrawal issues' },
      { value: '0', label: 'Other issues' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: pick a choice. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Question type' }), 'Withdrawal issues');
    await expect(args.onChange).toHaveBeenLastCalledWith('2');
  },
};

/** Invalid: the announced message. */
export const Invalid: Story = {
  args: { error: 'Please choose a question type' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Please choose a question type');
  },
};

/** Chosen and invalid under every brand. */
export const EveryBrand: Story = { globals: ALL_BRANDS_GLOBALS, args: { value: '1', error: 'Please choose a question type' } };
