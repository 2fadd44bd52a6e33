import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { AppHeader } from './app-header';

describe('AppHeader', () => {
  it('is a banner landmark with the title as heading and a back arrow', async () => {
    const onBack = vi.fn();
    renderInBrand(<AppHeader title="Help center" onBack={onBack} />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Help center' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('shows the logo as a link home instead of the arrow', () => {
    renderInBrand(<AppHeader title="Home" showLogo onBack={vi.fn()} />);
    expect(screen.getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/m/');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('offers free play, logout and customer service', async () => {
    const onFreePlay = vi.fn();
    const onLogout = vi.fn();
    const onCustomerService = vi.fn();
    renderInBrand(<AppHeader title="Games" onFreePlay={onFreePlay} onLogout={onLogout} onCustomerService={onCustomerService} />);
    await userEvent.click(screen.getByRole('button', { name: 'Free play' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(onFreePlay).toHaveBeenCalledOnce();
    expect(onLogout).toHaveBeenCalledOnce();
    expect(onCustomerService).toHaveBeenCalledOnce();
  });
});
