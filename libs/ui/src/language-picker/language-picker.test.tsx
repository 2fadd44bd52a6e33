import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { LanguagePicker, type LanguageOption } from './language-picker';

const languages: LanguageOption[] = [
  { code: 'EN', nativeName: 'English', tag: 'en' },
  { code: 'VI', nativeName: 'Tiếng Việt', tag: 'vi' },
  { code: 'CN', nativeName: '中文', tag: 'zh' },
];

describe('LanguagePicker', () => {
  it('is a named group of radios with the current one checked', () => {
    renderInBrand(<LanguagePicker languages={languages} current="VI" onChange={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Tiếng Việt' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).not.toBeChecked();
    expect(screen.getByText('中文').closest('label')).toHaveAttribute('lang', 'zh');
  });

  it('reports the chosen code', async () => {
    const onChange = vi.fn();
    renderInBrand(<LanguagePicker languages={languages} current="EN" onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '中文' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('CN');
  });
});
