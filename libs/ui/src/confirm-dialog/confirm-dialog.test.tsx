import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Log out
      </button>
      <ConfirmDialog open={open} title="Log out?" message="You will need to log in again." onConfirm={onConfirm} onCancel={() => setOpen(false)} />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title and described by its message, with English default buttons', () => {
    renderInBrand(<ConfirmDialog open title="Log out?" message="You will need to log in again." onConfirm={vi.fn()} onCancel={vi.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Log out?' });
    expect(dialog).toHaveAccessibleDescription('You will need to log in again.');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    renderInBrand(<ConfirmDialog open={false} title="Log out?" onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('takes custom labels and confirms', async () => {
    const onConfirm = vi.fn();
    renderInBrand(<ConfirmDialog open title="Log out?" confirmLabel="Log out" cancelLabel="Stay" onConfirm={onConfirm} onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Stay' })).toBeInTheDocument();
  });

  it('traps Tab, cancels on Escape and returns focus', async () => {
    renderInBrand(<Harness onConfirm={vi.fn()} />);
    const opener = screen.getByRole('button', { name: 'Log out' });
    await userEvent.click(opener);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await userEvent.tab();
    expect(confirm).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
