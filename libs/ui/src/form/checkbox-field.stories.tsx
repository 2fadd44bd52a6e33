import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxField } from './checkbox-field';
import { ALL_BRANDS_GLOBALS } from './story-globals';

const meta = {
  title: 'Form/CheckboxField',
  component: CheckboxField,
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
  args: { label: 'Remember me', checked: true, onChange: fn() },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checked (remember me defaults on). */
export const Checked: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Remember me' }));
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

/** Unchecked and required. */
export const Invalid: Story = { args: { label: 'I am at least 18 years old', checked: false, error: 'Please confirm your age' } };

/** Disabled. */
export const Disabled: Story = { args: { disabled: true } };

/** Every brand. */
export const EveryBrand: Story = { globals: ALL_BRANDS_GLOBALS, args: { checked: false, error: 'Please confirm your age' } };
