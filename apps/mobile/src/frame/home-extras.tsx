import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useEffect } from 'react';
import { APP_STORAGE_KEYS } from '@gp/domain';
import styled from 'styled-components';
import { DownloadBar } from '@gp/ui';
import { useAnnouncementsStore, useDownloadStore, useRootStore, useSessionStore } from '../app/store-context';
import { useSessionFlag } from './use-session-flag';

const AnnouncementLayer = lazy(() => import('./announcement-layer').then((m) => ({ default: m.AnnouncementLayer })));
const BeforeLoginLayer = lazy(() => import('./before-login-layer').then((m) => ({ default: m.BeforeLoginLayer })));
const DownloadLayer = lazy(() => import('./download-layer').then((m) => ({ default: m.DownloadLayer })));
const HomeBalance = lazy(() => import('./home-balance').then((m) => ({ default: m.HomeBalance })));
const ContractPromptLayer = lazy(() => import('./contract-prompt-layer').then((m) => ({ default: m.ContractPromptLayer })));

/** The balance bar's place while its code loads (a guest's first load does without it): nothing below moves when it comes. */
const BalanceSlot = styled.div`
  min-height: calc(${({ theme }) => theme.size.touchTarget} + 2 * ${({ theme }) => theme.space.xs});
  background: ${({ theme }) => theme.color.surface};
`;

/** Session-storage key of the before-login modal's flag (the spec names none; '0' once closed). */
export const BEFORE_LOGIN_KEY = APP_STORAGE_KEYS.beforeLoginModal;

/**
 * What home routes add to the frame: the download bar, a member's balance (its code on demand), the announcement popup and, for guests once
 * the popup is out of the way, the before-login promo, or an agent's contract prompts; and the download prompts that the bar's and
 * the home header's download buttons open (closed again when leaving home). The popups, the promo
 * and the download prompts load their code lazily.
 */
export const HomeExtras = observer(function HomeExtras() {
  const root = useRootStore();
  const download = useDownloadStore();
  const announcements = useAnnouncementsStore();
  const session = useSessionStore();
  const [promoOn, closePromo] = useSessionFlag(root.sessionStorage, BEFORE_LOGIN_KEY);
  const popupShown = announcements.popupShown;
  const promoShown = announcements.isBeforeLoginPromoShown(promoOn);
  useEffect(() => download.closeSheets, [download]);
  return (
    <>
      {download.barVisible ? <DownloadBar onOpen={download.openPopup} onClose={download.closeBar} /> : null}
      {session.isLoggedIn ? (
        <Suspense fallback={<BalanceSlot />}>
          <HomeBalance />
        </Suspense>
      ) : null}
      <Suspense>
        {popupShown ? <AnnouncementLayer /> : null}
        {promoShown ? <BeforeLoginLayer onClose={closePromo} /> : null}
        {session.role === 'agent' && announcements.loaded && !popupShown ? <ContractPromptLayer /> : null}
      </Suspense>
      {/* Its own boundary: loading the prompts' code must not hide the popups above meanwhile. */}
      <Suspense>{download.sheet === null ? null : <DownloadLayer />}</Suspense>
    </>
  );
});
