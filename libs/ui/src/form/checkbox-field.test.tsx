import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { CheckboxField } from './checkbox-field';

describe('CheckboxField', () => {
  it('is a labelled checkbox that reports its new state', async () => {
    const onChange = vi.fn();
    renderInBrand(<CheckboxField label="Remember me" checked onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('keeps links in its label their own controls', async () => {
    const onChange = vi.fn();
    const onTerms = vi.fn();
    renderInBrand(
      <CheckboxField
        label={
          <>
            I agree to the{' '}
            <button type="button" onClick={onTerms}>
              terms
            </button>
          </>
        }
        checked={false}
        onChange={onChange}
        error="Please agree to the terms"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'terms' }));
    expect(onTerms).toHaveBeenCalledOnce();
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Please agree to the terms');
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  });
});
