import { observer } from 'mobx-react-lite';
import { defineMessages } from 'react-intl';
import { ChannelPopup, DownloadPopup, HomeScreenSheet, type DownloadPopupAppLink } from '@gp/ui';
import { useDownloadStore } from '../app/store-context';
import { useInstallOffer } from '../app/use-install-offer';
import { useDownloadProfile } from '../content/use-download-profile';

/** Texts of the download layer; the ui store carries their ids, the toast layer translates. */
export const DOWNLOAD_LAYER_MESSAGES = defineMessages({
  goToSettings: {
    id: 'frame.download.goToSettings',
    defaultMessage: 'Go to Settings to install the profile',
    description: 'Shown for 4 seconds after the iOS profile download starts (SPEC error catalogue "go to settings")',
  },
});

/**
 * The app-download prompts of the download store (SPEC §2 'Download bar, popup and home-screen
 * sheet'): the download popup (with the channel popup over it) or the add-to-home-screen sheet;
 * where the browser offers to install the site (Chrome on Android), Add to home screen shows its prompt.
 * Every address has passed the domain's link allow-list in the store's selectors. Loaded lazily,
 * only once a prompt opens.
 */
export const DownloadLayer = observer(function DownloadLayer() {
  const download = useDownloadStore();
  const downloadProfile = useDownloadProfile();
  const installOffer = useInstallOffer();
  const appLinks: DownloadPopupAppLink[] = download.popupAppLinks.map((link) => ({
    platform: link.resourceType === 'IOS' ? 'ios' : 'android',
    url: link.url,
  }));
  const profile = download.iosProfileLink;
  return (
    <>
      {download.popupOpen ? (
        <DownloadPopup
          appLinks={appLinks}
          onAddToHomeScreen={installOffer.homeScreenInstall === null ? undefined : installOffer.addToHomeScreen}
          onChannels={download.channels.length > 0 ? download.openChannels : undefined}
          onClose={download.closeSheets}
        />
      ) : null}
      {download.sheet === 'channels' ? <ChannelPopup links={download.channels} onClose={download.closeChannels} /> : null}
      {download.sheet === 'homeScreen' ? (
        <HomeScreenSheet
          legacyTip={download.needsLegacyTip}
          onDownloadProfile={profile ? () => downloadProfile(profile.url) : undefined}
          onClose={download.dismissHomeScreenSheet}
        />
      ) : null}
    </>
  );
});
