import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguagePicker, type LanguagePickerProps } from './language-picker';

const meta = {
  title: 'UI/LanguagePicker',
  component: LanguagePicker,
  args: {
    languages: [
      { code: 'EN', nativeName: 'English', tag: 'en' },
      { code: 'TY', nativeName: 'Tagalog', tag: 'tl' },
      { code: 'CN', nativeName: '中文', tag: 'zh' },
      { code: 'VI', nativeName: 'Tiếng Việt', tag: 'vi' },
      { code: 'TH', nativeName: 'ไทย', tag: 'th' },
      { code: 'PT', nativeName: 'Português', tag: 'pt' },
    ],
    current: 'EN',
    onChange: fn(),
  },
} satisfies Meta<typeof LanguagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All six languages, English chosen. */
export const AllLanguages: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Tiếng Việt' }));
    await expect(args.onChange).toHaveBeenCalledWith('VI');
  },
};

/** A merchant that offers two languages. */
export const Two: Story = { args: { languages: [{ code: 'EN', nativeName: 'English', tag: 'en' }, { code: 'TY', nativeName: 'Tagalog', tag: 'tl' }], current: 'TY' } };

function Interactive(args: LanguagePickerProps) {
  const [current, setCurrent] = useState(args.current);
  return <LanguagePicker {...args} current={current} onChange={setCurrent} />;
}

/** Choosing moves the mark. */
export const Choosing: Story = { render: (args) => <Interactive {...args} /> };
