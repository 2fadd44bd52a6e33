import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { AlertDialog } from './alert-dialog';

describe('AlertDialog', () => {
  it('is a labelled alert dialog with an OK button that has the focus', async () => {
    const onClose = vi.fn();
    renderInBrand(<AlertDialog open title="Password changed" message="Please log in again." onClose={onClose} />);
    expect(screen.getByRole('alertdialog', { name: 'Password changed' })).toHaveAccessibleDescription('Please log in again.');
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    await userEvent.tab();
    expect(ok).toHaveFocus();
    await userEvent.click(ok);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on Escape and takes a custom label', async () => {
    const onClose = vi.fn();
    renderInBrand(<AlertDialog open title="Sorry" closeLabel="Got it" onClose={onClose} />);
    expect(screen.getByRole('button', { name: 'Got it' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('renders nothing while closed', () => {
    renderInBrand(<AlertDialog open={false} title="Sorry" onClose={vi.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
