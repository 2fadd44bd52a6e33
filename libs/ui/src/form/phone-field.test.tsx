import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { PhoneField } from './phone-field';

const CODES = [
  { code: '63', label: '+63 Philippines' },
  { code: '84', label: '+84 Vietnam' },
];

describe('PhoneField', () => {
  it('has a labelled dialling code picker and a labelled tel input', async () => {
    const onDialCodeChange = vi.fn();
    const onChange = vi.fn();
    renderInBrand(<PhoneField label="Mobile number" dialCode="63" dialCodes={CODES} onDialCodeChange={onDialCodeChange} value="" onChange={onChange} />);
    const picker = screen.getByRole('combobox', { name: 'Country code' });
    expect(picker).toHaveValue('63');
    await userEvent.selectOptions(picker, '84');
    expect(onDialCodeChange).toHaveBeenCalledWith('84');
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    await userEvent.type(input, '9');
    expect(onChange).toHaveBeenCalledWith('9');
  });

  it('announces its error', () => {
    renderInBrand(<PhoneField label="Mobile number" dialCode="63" dialCodes={CODES} onDialCodeChange={vi.fn()} value="12" onChange={vi.fn()} error="Please enter a valid mobile number" />);
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription('Please enter a valid mobile number');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid mobile number');
  });
});
