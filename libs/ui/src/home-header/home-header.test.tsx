import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { HomeHeader } from './home-header';

describe('HomeHeader', () => {
  it('offers a guest the logo home, register and login', () => {
    renderInBrand(<HomeHeader member={null} />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/m/');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/m/register');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/m/login');
    expect(screen.queryByRole('button', { name: 'Download app' })).not.toBeInTheDocument();
  });

  it('offers a member the member centre, deposit and logout', async () => {
    const onLogout = vi.fn();
    renderInBrand(<HomeHeader member={{ name: 'Lucky88' }} onLogout={onLogout} />);
    expect(screen.getByRole('link', { name: 'Lucky88, member centre' })).toHaveAttribute('href', '/m/member/home');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('shows the download button only when told to', async () => {
    const onDownload = vi.fn();
    renderInBrand(<HomeHeader member={null} showDownload onDownload={onDownload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download app' }));
    expect(onDownload).toHaveBeenCalledOnce();
  });
});
