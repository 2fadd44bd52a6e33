import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { Toasts } from './toasts';

describe('Toasts', () => {
  it('is a polite live region even when empty, so later toasts are announced', () => {
    renderInBrand(<Toasts toasts={[]} onDismiss={vi.fn()} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
  });

  it('stacks the toasts in order', () => {
    renderInBrand(
      <Toasts
        toasts={[
          { id: 'a', text: 'Saved' },
          { id: 'b', text: 'SMS sent', tone: 'success' },
          { id: 'c', text: 'Wrong captcha', tone: 'error' },
        ]}
        onDismiss={vi.fn()}
      />,
    );
    const region = screen.getByRole('status');
    expect(within(region).getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['Saved', 'SMS sent', 'Wrong captcha']);
  });

  it('dismisses one toast by id', async () => {
    const onDismiss = vi.fn();
    renderInBrand(<Toasts toasts={[{ id: 'a', text: 'Saved' }, { id: 'b', text: 'SMS sent' }]} onDismiss={onDismiss} />);
    await userEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[1] as HTMLElement);
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('b');
  });
});
