import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { pathOf, routeContentLink } from '@gp/domain';
import { AnnouncementPopup } from '@gp/ui';
import { useAnnouncementsStore, useDownloadStore } from '../app/store-context';
import { openExternal } from './open-external';

/**
 * The announcement popup of home (SPEC §2, §4): the store's items for this viewer (their HTML
 * sanitised by the popup's SafeHtml), links through the domain's allow-list (http(s) outside the
 * app, paths inside it), and the go-to action to the reward centre. Loaded lazily, with DOMPurify, only when the popup shows. The popup
 * plays its 225 ms closing animation and then calls the store's closePopup, which closes at once.
 */
export const AnnouncementLayer = observer(function AnnouncementLayer() {
  const announcements = useAnnouncementsStore();
  const download = useDownloadStore();
  const navigate = useNavigate();
  const goInside = (path: string) => {
    announcements.closePopup();
    void navigate(path);
  };
  const handleLink = (href: string) => {
    const route = routeContentLink(href);
    if (route.kind === 'external') openExternal(route.url, download.inNativeApp);
    else if (route.kind === 'internal') goInside(route.path);
  };
  return (
    <AnnouncementPopup
      open
      announcements={announcements.popupItems}
      onClose={announcements.closePopup}
      onLink={handleLink}
      onGoTo={() => goInside(pathOf('rewardCenter'))}
    />
  );
});
