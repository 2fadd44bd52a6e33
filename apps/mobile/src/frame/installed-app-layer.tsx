import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { InstalledAppStore } from '@gp/stores';
import { OfflineBanner, UpdatePrompt } from '@gp/ui';
import { browserConnectivity, browserServiceWorker } from '../app/installed-app-ports';
import { useRootStore } from '../app/store-context';

/**
 * The installed app over every screen (loaded once the first screen is live): the offline line
 * while there is no signal, and the new-version prompt when a new build waits. Its store registers
 * the service worker.
 */
export const InstalledAppLayer = observer(function InstalledAppLayer() {
  const app = useRootStore().keep('installedApp', () => new InstalledAppStore({ connectivity: browserConnectivity(), worker: browserServiceWorker(), openedOn: window.location.href }));
  useEffect(() => app.start(), [app]);
  return (
    <>
      {app.online ? null : <OfflineBanner />}
      {app.updatePromptOpen ? <UpdatePrompt onUpdate={app.acceptUpdate} onLater={app.deferUpdate} /> : null}
    </>
  );
});
