import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { TextField, type TextFieldProps } from './text-field';

function Controlled(props: Partial<TextFieldProps>) {
  const [value, setValue] = useState('');
  return <TextField label="Username" name="username" value={value} onChange={setValue} {...props} />;
}

describe('TextField', () => {
  it('is named by its label and holds what is typed', async () => {
    renderInBrand(<Controlled autoComplete="username" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'demo');
    expect(input).toHaveValue('demo');
    expect(input).toHaveAttribute('autocomplete', 'username');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('announces its error and points at it and at the hint', () => {
    renderInBrand(<TextField label="Username" name="username" value="" onChange={vi.fn()} error="Enter your username" hint="4 to 16 letters" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your username 4 to 16 letters');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your username');
  });

  it('shows no alert while valid', () => {
    renderInBrand(<TextField label="Username" name="username" value="" onChange={vi.fn()} error={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-describedby');
  });

  it('calls onEnter on Enter and lets the caller focus it', async () => {
    const onEnter = vi.fn();
    const ref = createRef<HTMLInputElement>();
    renderInBrand(<Controlled onEnter={onEnter} inputRef={ref} />);
    ref.current?.focus();
    expect(screen.getByRole('textbox')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onEnter).toHaveBeenCalledOnce();
  });

  it('is disabled when told', () => {
    renderInBrand(<Controlled disabled />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeDisabled();
  });
});
