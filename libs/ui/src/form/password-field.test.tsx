import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and hides it again', async () => {
    const { container } = renderInBrand(<PasswordField label="Password" name="password" value="Secret1" onChange={vi.fn()} />);
    const input = container.querySelector('input[name="password"]');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('Secret1');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('takes the autocomplete of a new password and is labelled', () => {
    renderInBrand(<PasswordField label="New password" name="newPassword" value="" onChange={vi.fn()} autoComplete="new-password" />);
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('disables the toggle with the field', () => {
    renderInBrand(<PasswordField label="Password" name="password" value="" onChange={vi.fn()} disabled />);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });
});
