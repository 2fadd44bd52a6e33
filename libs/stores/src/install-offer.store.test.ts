import { describe, expect, it, vi } from 'vitest';
import type { DownloadLink } from '@gp/domain';
import { DownloadStore } from './download.store';
import { InstallOfferStore, type InstallPromptPort } from './install-offer.store';
import { createMemoryStorage } from './ports';

const ANDROID = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';
const links: DownloadLink[] = [
  { resourceType: 'Android', url: '/cdn/app.apk' },
  { resourceType: 'IOS', url: '/cdn/app.ipa' },
];

/** A browser install offer that the test makes arrive, and answers as the player would. */
function fakeOffer(answer: boolean) {
  let ready = false;
  const listeners = new Set<(change: 'offer' | 'installed') => void>();
  const notify = (change: 'offer' | 'installed' = 'offer') => listeners.forEach((listener) => listener(change));
  const port: InstallPromptPort = {
    isReady: () => ready,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    prompt: vi.fn(async () => {
      ready = false;
      notify();
      return answer;
    }),
  };
  const arrive = () => {
    ready = true;
    notify();
  };
  const installFromMenu = () => {
    ready = false;
    notify('installed');
  };
  return { port, arrive, installFromMenu };
}

function setup(userAgent: string, answer: boolean) {
  const storage = createMemoryStorage();
  const download = new DownloadStore({
    storage,
    environment: { userAgent, isStandalone: () => false },
    system: { flags: {}, downloadLinks: links, settings: { appWindowEnabled: true } },
    session: { isLoggedIn: false },
  });
  const offer = fakeOffer(answer);
  const store = new InstallOfferStore(offer.port, download);
  store.start();
  return { storage, download, store, offer };
}

describe('InstallOfferStore', () => {
  it("installs with the browser's prompt once it offers one, and the bar goes when the player installs", async () => {
    const { storage, download, store, offer } = setup(ANDROID, true);
    expect(store.homeScreenInstall).toBeNull();
    offer.arrive();
    expect(store.homeScreenInstall).toBe('browserPrompt');
    download.openPopup();
    store.addToHomeScreen();
    expect(download.sheet).toBeNull();
    expect(offer.port.prompt).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(download.barVisible).toBe(false));
    expect(storage.getItem('hideDownloadBar')).toBe('1');
    expect(store.homeScreenInstall).toBeNull();
  });

  it('keeps the bar when the player says no, and stops following the offer when stopped', async () => {
    const { download, store, offer } = setup(ANDROID, false);
    offer.arrive();
    await store.installWithBrowserPrompt();
    expect(download.barVisible).toBe(true);
    store.stop();
    offer.arrive();
    expect(store.ready).toBe(false);
  });

  it("hides the bar for good when the site is installed from the browser's own menu", () => {
    const { storage, download, offer } = setup(ANDROID, false);
    offer.arrive();
    offer.installFromMenu();
    expect(download.barVisible).toBe(false);
    expect(storage.getItem('hideDownloadBar')).toBe('1');
  });

  it("uses iOS's sheet where the browser makes no offer", () => {
    const { download, store } = setup(IPHONE, false);
    expect(store.homeScreenInstall).toBe('sheet');
    store.addToHomeScreen();
    expect(download.sheet).toBe('homeScreen');
  });
});
