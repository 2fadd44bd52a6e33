import { observer } from 'mobx-react-lite';
import { useTheme } from 'styled-components';
import { appDownloadSections } from '@gp/domain';
import { useDownloadStore, useSystemStore } from '../../app/store-context';
import { useInstallOffer } from '../../app/use-install-offer';
import { useDownloadProfile } from '../../content/use-download-profile';
import { AppDownloadView } from './app-download-view';

/**
 * The app download `/m/app` (SPEC §2, §3 download links, §4 iOS profile): the merchant's Android
 * and iOS downloads through the download allow-list, the guides, and the iOS profile with the
 * spec's 4-second 'go to Settings' notice; where the browser offers to install the site, Install
 * shows its prompt.
 */
export const AppDownloadPage = observer(function AppDownloadPage() {
  const download = useDownloadStore();
  const system = useSystemStore();
  const downloadProfile = useDownloadProfile();
  const installOffer = useInstallOffer();
  const { brand } = useTheme();
  return (
    <AppDownloadView
      siteName={brand.name}
      sections={appDownloadSections(download.platform, system.downloadLinks)}
      inNativeApp={download.inNativeApp}
      onProfile={downloadProfile}
      onInstall={installOffer.homeScreenInstall === 'browserPrompt' ? installOffer.addToHomeScreen : undefined}
    />
  );
});
