import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HomeHeader } from '../home-header/home-header';
import { renderInBrand } from '../testing/render';
import { AppHeader } from './app-header';

/** Both headers are built on the shared header bar: the same landmark, logo link and logout label. */
describe('shared header bar', () => {
  it('gives both headers the same banner, logo link home and logout label', () => {
    const app = renderInBrand(<AppHeader title="Home" showLogo onLogout={vi.fn()} />);
    const appLogo = screen.getByRole('link', { name: /home$/ });
    const appNames = [appLogo.getAttribute('aria-label'), appLogo.getAttribute('href')];
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    app.unmount();
    renderInBrand(<HomeHeader member={{ name: 'Lucky88' }} onLogout={vi.fn()} />);
    const homeLogo = screen.getByRole('link', { name: /home$/ });
    expect([homeLogo.getAttribute('aria-label'), homeLogo.getAttribute('href')]).toEqual(appNames);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('shows the brand name beside the mark on home only', () => {
    const app = renderInBrand(<AppHeader title="Home" showLogo />);
    const appLogoText = screen.getByRole('link', { name: /home$/ }).textContent;
    app.unmount();
    renderInBrand(<HomeHeader member={null} />);
    expect(appLogoText).toBe('');
    expect(screen.getByRole('link', { name: /home$/ }).textContent).not.toBe('');
  });
});
