import { observer } from 'mobx-react-lite';
import { Suspense, lazy } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathOf, APP_STORAGE_KEYS } from '@gp/domain';
import { createMemorySessionStorage } from '@gp/stores';
import { DownloadBar } from '@gp/ui';
import { useAnnouncementsStore, useDownloadStore, useRootStore, useSessionStore } from '../app/store-context';
import { useSessionFlag } from './use-session-flag';

const AnnouncementLayer = lazy(() => import('./announcement-layer').then((m) => ({ default: m.AnnouncementLayer })));
const BeforeLoginLayer = lazy(() => import('./before-login-layer').then((m) => ({ default: m.BeforeLoginLayer })));

/** Session-storage key of the before-login modal's flag (the spec names none; '0' once closed). */
export const BEFORE_LOGIN_KEY = APP_STORAGE_KEYS.beforeLoginModal;

const fallbackSessionStorage = createMemorySessionStorage();

/**
 * What home routes add to the frame: the download bar, the announcement popup and, for guests once
 * the popup is out of the way, the before-login promo. The popup and promo load their code lazily.
 */
export const HomeExtras = observer(function HomeExtras() {
  const root = useRootStore();
  const download = useDownloadStore();
  const announcements = useAnnouncementsStore();
  const session = useSessionStore();
  const navigate = useNavigate();
  const [promoOn, closePromo] = useSessionFlag(root.deps.sessionStorage ?? fallbackSessionStorage, BEFORE_LOGIN_KEY);
  const popupShown = announcements.popupVisible && !announcements.popupClosing && announcements.popupItems.length > 0;
  const promoShown = promoOn && !session.isLoggedIn && announcements.loaded && !announcements.popupVisible;
  return (
    <>
      {download.barVisible ? <DownloadBar onOpen={() => void navigate(pathOf('app'))} onClose={download.closeBar} /> : null}
      <Suspense fallback={null}>
        {popupShown ? <AnnouncementLayer /> : null}
        {promoShown ? <BeforeLoginLayer onClose={closePromo} /> : null}
      </Suspense>
    </>
  );
});
