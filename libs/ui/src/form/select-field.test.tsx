import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { SelectField, type SelectFieldProps } from './select-field';

const OPTIONS = [
  { value: '1', label: 'Deposit issues' },
  { value: '0', label: 'Other issues' },
];

function Controlled(props: Partial<SelectFieldProps>) {
  const [value, setValue] = useState('');
  return <SelectField label="Question type" name="type" value={value} onChange={setValue} options={OPTIONS} placeholder="Choose a type" {...props} />;
}

describe('SelectField', () => {
  it('is named by its label, starts on its placeholder and picks a choice', async () => {
    renderInBrand(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'Question type' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose a type' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Other issues');
    expect(select).toHaveValue('0');
  });

  it('has no empty choice without a placeholder, and announces its error', () => {
    const ref = createRef<HTMLSelectElement>();
    renderInBrand(<SelectField label="Type" name="type" value="1" onChange={vi.fn()} options={OPTIONS} error="Choose a type" selectRef={ref} />);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    const select = screen.getByRole('combobox', { name: 'Type' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a type');
    expect(ref.current).toBe(select);
  });
});
