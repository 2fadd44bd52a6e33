import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ALL_BRANDS_GLOBALS } from './story-globals';
import { TextAreaField, type TextAreaFieldProps } from './text-area-field';

function Stateful(props: TextAreaFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TextAreaField
      {...props}
      value={value}
      counter={`${value.length}/200`}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Form/TextAreaField',
  component: TextAreaField,
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
  args: { label: 'Content', name: 'content', value: '', maxLength: 200, onChange: fn() },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: type and watch the counter. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Content' }), 'Hello');
    await expect(args.onChange).toHaveBeenLastCalledWith('Hello');
    await expect(canvas.getByText('5/200')).toBeVisible();
  },
};

/** Invalid: too short, with the announced message. */
export const Invalid: Story = {
  args: { value: 'Too short', error: 'The content is between 20 and 200 words' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The content is between 20 and 200 words');
  },
};

/** Disabled while sending. */
export const Disabled: Story = { args: { value: 'The deposit has not arrived yet after an hour.', disabled: true } };

/** Filled and invalid under every brand. */
export const EveryBrand: Story = { globals: ALL_BRANDS_GLOBALS, args: { value: 'Too short', error: 'The content is between 20 and 200 words' } };
