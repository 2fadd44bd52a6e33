import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { InstalledAppStore } from '@gp/stores';
import { OfflineBanner, UpdatePrompt } from '@gp/ui';
import { browserConnectivity, browserServiceWorker, browserStaleBuildWindow } from '../app/installed-app-ports';
import { reloadWhenCodeIsGone } from '../app/stale-build';
import { useRootStore } from '../app/store-context';
import { useInstallOffer } from '../app/use-install-offer';

/**
 * The installed app over every screen (loaded once the first screen is live): the offline line
 * while there is no signal, and the new-version prompt when a new build waits. Its store registers
 * the service worker; a chunk gone with an old deploy reloads the page into the new build; the
 * browser's install offer is held for the download prompts.
 */
export const InstalledAppLayer = observer(function InstalledAppLayer() {
  const root = useRootStore();
  const app = root.keep('installedApp', () => new InstalledAppStore({ connectivity: browserConnectivity(), worker: browserServiceWorker(), openedOn: window.location.href }));
  useEffect(() => app.start(), [app]);
  // The browser's install offer is held from here on (the download prompts use it).
  useInstallOffer();
  useEffect(() => reloadWhenCodeIsGone(browserStaleBuildWindow(), root.sessionStorage), [root]);
  return (
    <>
      {app.online ? null : <OfflineBanner />}
      {app.updatePromptOpen ? <UpdatePrompt onUpdate={app.acceptUpdate} onLater={app.deferUpdate} /> : null}
    </>
  );
});
