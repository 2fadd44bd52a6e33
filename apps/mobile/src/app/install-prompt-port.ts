import type { InstallPromptPort } from '@gp/stores';

/** Chrome's install offer. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ readonly outcome: 'accepted' | 'dismissed' }>;
}

/**
 * The browser's install offer (Chrome's `beforeinstallprompt`), held from the moment the installed-app
 * layer starts, the browser's own banner held back: the download popup and the app screen offer it.
 * An offer made before (a very slow first screen) is left to the browser's own banner.
 */
export function browserInstallPrompt(): InstallPromptPort {
  let offer: BeforeInstallPromptEvent | null = null;
  const listeners = new Set<(change: 'offer' | 'installed') => void>();
  const hold = (next: BeforeInstallPromptEvent | null, change: 'offer' | 'installed' = 'offer') => {
    offer = next;
    listeners.forEach((listener) => listener(change));
  };
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    hold(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => hold(null, 'installed'));
  return {
    isReady: () => offer !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async prompt() {
      const held = offer;
      if (!held) return false;
      hold(null);
      try {
        await held.prompt();
        return (await held.userChoice).outcome === 'accepted';
      } catch {
        // The browser would not show it (no user gesture, already shown): nothing installed.
        return false;
      }
    },
  };
}
