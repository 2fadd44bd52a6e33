import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { CaptchaField } from './captcha-field';

describe('CaptchaField', () => {
  it('refreshes when the image is tapped', async () => {
    const onRefresh = vi.fn();
    renderInBrand(<CaptchaField label="Code" value="" onChange={vi.fn()} imageSrc="data:image/png;base64,AAAA" onRefresh={onRefresh} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tap to refresh the code' }));
    expect(onRefresh).toHaveBeenCalledOnce();
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '16');
    expect(input).toHaveAttribute('name', 'captcha');
  });

  it('says it is loading before the first image and while a new one comes', () => {
    renderInBrand(<CaptchaField label="Code" value="" onChange={vi.fn()} imageSrc={null} onRefresh={vi.fn()} loading error="Please enter the code" />);
    const button = screen.getByRole('button', { name: 'Tap to refresh the code' });
    expect(button).toHaveTextContent('Loading…');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the code');
  });

  it('offers Try again, not an endless Loading…, when the image could not be loaded', async () => {
    const onRefresh = vi.fn();
    renderInBrand(<CaptchaField label="Code" value="" onChange={vi.fn()} imageSrc={null} onRefresh={onRefresh} />);
    const button = screen.getByRole('button', { name: 'Tap to refresh the code' });
    expect(button).toHaveTextContent('Try again');
    expect(button).not.toHaveTextContent('Loading…');
    await userEvent.click(button);
    expect(onRefresh).toHaveBeenCalledOnce();
  });
});
