import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { FooterMenu } from './footer-menu';

describe('FooterMenu', () => {
  it('is a named navigation with the menu button and four links in order', () => {
    renderInBrand(<FooterMenu active="home" onOpenMenu={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/m/'],
      ['Promotions', '/m/activity'],
      ['Games', '/m/gameCenter'],
      ['Member', '/m/member/home'],
    ]);
  });

  it('marks the active item as the current page', () => {
    renderInBrand(<FooterMenu active="games" onOpenMenu={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens the side menu', async () => {
    const onOpenMenu = vi.fn();
    renderInBrand(<FooterMenu active={null} onOpenMenu={onOpenMenu} />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(onOpenMenu).toHaveBeenCalledOnce();
  });
});
