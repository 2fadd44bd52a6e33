import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { SIDE_MENU_MESSAGES } from './side-menu-messages';
import { SideMenu, type SideMenuEntry } from './side-menu';

const items = (onLogout: () => void = vi.fn()): SideMenuEntry[] => [
  { id: 'deposit', message: SIDE_MENU_MESSAGES.deposit, to: '/voucherCenter' },
  { id: 'faq', message: SIDE_MENU_MESSAGES.faq, to: '/help?tag=faq', badge: 120 },
  { id: 'logout', message: SIDE_MENU_MESSAGES.logout, onSelect: onLogout },
];

function Harness({ onLogout }: { onLogout?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <SideMenu open={open} onClose={() => setOpen(false)} items={items(onLogout)} />
    </>
  );
}

describe('SideMenu', () => {
  it('renders nothing while closed', () => {
    renderInBrand(<SideMenu open={false} onClose={vi.fn()} items={items()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a named dialog holding a named navigation of links and actions', () => {
    renderInBrand(<SideMenu open onClose={vi.fn()} items={items()} />);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const nav = within(dialog).getByRole('navigation', { name: 'Side menu' });
    expect(within(nav).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
    expect(within(nav).getByRole('link', { name: 'FAQ 99+ unread' })).toHaveAttribute('href', '/m/help?tag=faq');
    expect(within(nav).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('moves focus in, traps Tab, closes on Escape and gives focus back', async () => {
    renderInBrand(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('runs an action and closes', async () => {
    const onLogout = vi.fn();
    renderInBrand(<Harness onLogout={onLogout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes from the close button', async () => {
    const onClose = vi.fn();
    renderInBrand(<SideMenu open onClose={onClose} items={items()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
