import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { loseSignal, switchSignal } from '../testing/signal';
import { FormAlert } from './form-alert';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('FormAlert', () => {
  it('offline, says the typed text is kept, and repeats the action by itself when the signal returns', () => {
    vi.useFakeTimers();
    loseSignal();
    const onRetry = vi.fn();
    renderInBrand(
      <FormAlert tone="error" onRetry={onRetry}>
        No connection
      </FormAlert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('What you typed is kept and will be sent when the signal returns.');
    switchSignal(true);
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('announces an error and offers a retry', async () => {
    const onRetry = vi.fn();
    renderInBrand(
      <FormAlert tone="error" onRetry={onRetry}>
        No connection
      </FormAlert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No connection');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('gives its Try again the focus only when nothing has it', () => {
    const lost = renderInBrand(
      <FormAlert tone="error" onRetry={vi.fn()}>
        Something went wrong on our side
      </FormAlert>,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    lost.unmount();
    const submit = document.body.appendChild(document.createElement('button'));
    submit.focus();
    renderInBrand(
      <FormAlert tone="error" onRetry={vi.fn()}>
        Something went wrong on our side
      </FormAlert>,
    );
    expect(submit).toHaveFocus();
    submit.remove();
  });

  it('reads other tones as a status, without a retry unless asked', () => {
    renderInBrand(<FormAlert tone="success">Sent successfully</FormAlert>);
    expect(screen.getByRole('status')).toHaveTextContent('Sent successfully');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
