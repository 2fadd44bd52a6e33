import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AppHeader } from '../app-header/app-header';
import { CategoryTabs } from '../category-tabs/category-tabs';
import { DownloadBar } from '../download-bar/download-bar';
import { FooterMenu } from '../footer-menu/footer-menu';
import { HomeHeader } from '../home-header/home-header';
import { SearchBox } from '../search-box/search-box';
import { BrandProviders } from '../testing/render';
import { VendorIconRow } from '../vendor-icon-row/vendor-icon-row';
import { VendorGroup } from '../vendor-tile-list/vendor-group';

const TABS = [
  { id: 'HOT', label: 'Hot' },
  { id: 'RNG', label: 'Slots' },
];

/** The server-rendered screens' controls that act only through the app's code. */
const page = (
  <BrandProviders>
    <HomeHeader member={null} showDownload onDownload={vi.fn()} />
    <DownloadBar onOpen={vi.fn()} onClose={vi.fn()} />
    <AppHeader title="Games" onBack={vi.fn()} onFreePlay={vi.fn()} onCustomerService={vi.fn()} />
    <CategoryTabs label="Categories" tabs={TABS} selected="HOT" onSelect={vi.fn()} />
    <VendorIconRow vendors={[{ vassalage: 'JILI', displayName: 'JILI' }]} selected={null} onSelect={vi.fn()} imageCdn="https://cdn.test/" />
    <VendorGroup group={{ category: 'SPORTS', title: { id: 'test.sports', defaultMessage: 'Sports' }, vendors: [{ vassalage: 'SABA', displayName: 'SABA Sports' }] }} imageCdn="https://cdn.test/" />
    <SearchBox value="fortune" onSubmit={vi.fn()} />
    <FooterMenu active="games" onOpenMenu={vi.fn()} />
  </BrandProviders>
);

/** The page's buttons by accessible name (their label, or else their text): one pass, where a query by role and name per button is slow in jsdom. */
function buttonsByName(container: HTMLElement): Map<string, HTMLButtonElement> {
  return new Map([...container.querySelectorAll('button')].map((button) => [button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '', button]));
}

const WAITING = ['Download app', 'Hide download bar', 'Download', 'Back', 'Free play', 'Customer service', 'JILI', 'Clear search', 'Menu'];

describe('the controls of a server-rendered page', () => {
  it('wait, disabled, until the page is live (a tap before would be lost), then all work; links and the selected tab never wait', { timeout: 15_000 }, async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    const view = within(container);
    const server = buttonsByName(container);
    for (const name of WAITING) expect(server.get(name), name).toBeDisabled();
    expect(view.getByRole('tab', { name: 'Slots' })).toBeDisabled();
    expect(view.getByRole('tab', { name: 'Hot' })).toBeEnabled();
    expect(view.getByRole('link', { name: 'Games' })).toHaveAttribute('href', '/m/gameCenter');
    expect(view.getByRole('link', { name: 'SABA Sports' })).toHaveAttribute('href', '/m/gameList?gameType=SPORTS&vassalage=SABA');

    await act(async () => {
      hydrateRoot(container, page);
    });
    const live = buttonsByName(container);
    for (const name of WAITING) expect(live.get(name), name).toBeEnabled();
    expect(screen.getByRole('tab', { name: 'Slots' })).toBeEnabled();
    container.remove();
  });
});
