import { useCallback } from 'react';
import { MESSAGE_DURATIONS } from '@gp/domain';
import { useUiStore } from '../app/store-context';

/** The 'go to Settings' notice's message id (defined with the download layer's texts). */
const GO_TO_SETTINGS = 'frame.download.goToSettings';

/**
 * Downloads the iOS home-screen profile (SPEC §4 'iOS profile download'): the 'go to Settings'
 * notice for 4 s, then the browser goes to the profile's (allow-listed) address.
 */
export function useDownloadProfile(): (url: string) => void {
  const ui = useUiStore();
  return useCallback(
    (url: string) => {
      ui.toast({ id: GO_TO_SETTINGS }, { duration: MESSAGE_DURATIONS.profileRedirectMs });
      window.location.assign(url);
    },
    [ui],
  );
}
