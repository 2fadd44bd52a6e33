import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { BeforeLoginModal } from './before-login-modal';

describe('BeforeLoginModal', () => {
  it('is a labelled dialog whose banner opens sign-up', async () => {
    const onRegister = vi.fn();
    renderInBrand(<BeforeLoginModal open imageUrl="promo.png" onRegister={onRegister} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Welcome offer' })).toBeInTheDocument();
    const banner = screen.getByRole('button', { name: 'Sign up now' });
    expect(banner).toHaveFocus();
    await userEvent.click(banner);
    expect(onRegister).toHaveBeenCalledOnce();
  });

  it('closes from its button and from Escape', async () => {
    const onClose = vi.fn();
    renderInBrand(<BeforeLoginModal open imageUrl="promo.png" imageAlt="100% first deposit bonus" onRegister={vi.fn()} onClose={onClose} />);
    expect(screen.getByRole('img', { name: '100% first deposit bonus' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing while closed', () => {
    renderInBrand(<BeforeLoginModal open={false} imageUrl="promo.png" onRegister={vi.fn()} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
