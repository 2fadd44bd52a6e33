import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { loseSignal, switchSignal } from '../testing/signal';
import { LoadFailed } from './load-failed';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('LoadFailed', () => {
  it('offline, says it will load by itself, and loads again when the signal returns', () => {
    vi.useFakeTimers();
    loseSignal();
    const onRetry = vi.fn();
    renderInBrand(<LoadFailed title="Not loaded." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This loads by itself when the signal returns.');
    switchSignal(true);
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says what failed and why as an alert, and loads again on Try again', async () => {
    const onRetry = vi.fn();
    renderInBrand(<LoadFailed title="The registration form could not be loaded." reason="No connection." onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The registration form could not be loaded.');
    expect(alert).toHaveTextContent('No connection.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('gives a screen’s Try again the focus when nothing has it, and leaves the player’s focus alone', () => {
    const first = renderInBrand(<LoadFailed title="Not loaded." onRetry={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    first.unmount();
    const typed = document.body.appendChild(document.createElement('input'));
    typed.focus();
    renderInBrand(<LoadFailed title="Not loaded." onRetry={vi.fn()} />);
    expect(typed).toHaveFocus();
    typed.remove();
  });

  it('shows a section’s failure as a polite status that never takes the focus', () => {
    renderInBrand(<LoadFailed size="section" title="Biggest wins could not be loaded." onRetry={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Biggest wins could not be loaded.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).not.toHaveFocus();
  });
});
