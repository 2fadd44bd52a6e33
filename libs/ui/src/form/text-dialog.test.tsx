import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { TextDialog } from './text-dialog';

describe('TextDialog', () => {
  it('is a named modal dialog that Escape and both close buttons close', async () => {
    const onClose = vi.fn();
    renderInBrand(
      <TextDialog title="Terms of use" open onClose={onClose}>
        <p>Members must be 18 or over.</p>
      </TextDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Terms of use' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Members must be 18 or over.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    const closes = screen.getAllByRole('button', { name: 'Close' });
    expect(closes).toHaveLength(2);
    for (const button of closes) await userEvent.click(button);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('draws nothing while closed', () => {
    renderInBrand(
      <TextDialog title="Terms of use" open={false} onClose={vi.fn()}>
        <p>Text</p>
      </TextDialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
