import { useEffect } from 'react';
import { InstallOfferStore } from '@gp/stores';
import { browserInstallPrompt } from './install-prompt-port';
import { useRootStore } from './store-context';

/**
 * The browser's install offer, one per app (kept on the root): first taken by the installed-app
 * layer once the first screen is live, so that the offer is held from then on; read by the download
 * popup and the app screen.
 */
export function useInstallOffer(): InstallOfferStore {
  const root = useRootStore();
  const offer = root.keep('installOffer', () => new InstallOfferStore(browserInstallPrompt(), root.download));
  useEffect(() => {
    offer.start();
  }, [offer]);
  return offer;
}
