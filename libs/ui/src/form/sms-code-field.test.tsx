import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { SmsCodeField } from './sms-code-field';

const NOW = 1_000_000;

describe('SmsCodeField', () => {
  it('offers to get a code when idle', async () => {
    const onSend = vi.fn();
    renderInBrand(<SmsCodeField label="SMS code" value="" onChange={vi.fn()} button={{ status: 'idle' }} now={NOW} onSend={onSend} />);
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(onSend).toHaveBeenCalledOnce();
    const input = screen.getByRole('textbox', { name: 'SMS code' });
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('is disabled while sending', () => {
    renderInBrand(<SmsCodeField label="SMS code" value="" onChange={vi.fn()} button={{ status: 'sending' }} now={NOW} onSend={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  });

  it('counts the seconds down, rounded up, then offers again at the end', () => {
    const { rerender } = renderInBrand(
      <SmsCodeField label="SMS code" value="" onChange={vi.fn()} button={{ status: 'countdown', endsAt: NOW + 59_500 }} now={NOW} onSend={vi.fn()} />,
    );
    const button = screen.getByRole('button', { name: 'Resend in 60s' });
    expect(button).toHaveTextContent('60s');
    expect(button).toBeDisabled();
    rerender(<SmsCodeField label="SMS code" value="" onChange={vi.fn()} button={{ status: 'countdown', endsAt: NOW + 59_500 }} now={NOW + 59_500} onSend={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('is disabled with the field', () => {
    renderInBrand(<SmsCodeField label="SMS code" value="" onChange={vi.fn()} button={{ status: 'idle' }} now={NOW} onSend={vi.fn()} disabled />);
    expect(screen.getByRole('button', { name: 'Get code' })).toBeDisabled();
  });
});
