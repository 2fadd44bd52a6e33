import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { TextAreaField, type TextAreaFieldProps } from './text-area-field';

function Controlled(props: Partial<TextAreaFieldProps>) {
  const [value, setValue] = useState('');
  return <TextAreaField label="Content" name="content" value={value} onChange={setValue} counter={`${value.length}/200`} maxLength={200} {...props} />;
}

describe('TextAreaField', () => {
  it('is named by its label, holds what is typed and describes itself by its counter', async () => {
    renderInBrand(<Controlled />);
    const area = screen.getByRole('textbox', { name: 'Content' });
    await userEvent.type(area, 'Hello');
    expect(area).toHaveValue('Hello');
    expect(screen.getByText('5/200')).toBeInTheDocument();
    expect(area).toHaveAccessibleDescription('5/200');
    expect(area).toHaveAttribute('maxlength', '200');
  });

  it('announces its error before the counter', () => {
    renderInBrand(<TextAreaField label="Content" name="content" value="short" onChange={vi.fn()} counter="5/200" error="The content is between 20 and 200 words" />);
    const area = screen.getByRole('textbox', { name: 'Content' });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('The content is between 20 and 200 words 5/200');
    expect(screen.getByRole('alert')).toHaveTextContent('The content is between 20 and 200 words');
  });

  it('has no description without counter, error or hint, and lets the caller focus it', () => {
    const ref = createRef<HTMLTextAreaElement>();
    renderInBrand(<TextAreaField label="Content" name="content" value="" onChange={vi.fn()} textAreaRef={ref} />);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-describedby');
    expect(ref.current).toBe(screen.getByRole('textbox'));
  });
});
