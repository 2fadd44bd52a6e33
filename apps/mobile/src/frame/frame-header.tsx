import { observer } from 'mobx-react-lite';
import { isFreePlayOffered, isHeaderVisible, isHomeRoute, type RouteId } from '@gp/domain';
import { AppHeader, HomeHeader } from '@gp/ui';
import { useDownloadStore, useMemberStore, useSessionStore, useSystemStore } from '../app/store-context';
import { useBack, useCustomerService, useFreePlay, useLogout } from './use-frame-actions';

/** Props of FrameHeader. */
export interface FrameHeaderProps {
  readonly routeId: RouteId;
  /** The route's title, already translated. */
  readonly title: string;
}

/**
 * The header of a route (domain `isHeaderVisible`): home's own header with the member or guest
 * controls, the shared header with back, title and actions, or none (the page frame then gives
 * the page its heading).
 */
export const FrameHeader = observer(function FrameHeader({ routeId, title }: FrameHeaderProps) {
  if (isHomeRoute(routeId)) return <FrameHomeHeader />;
  if (!isHeaderVisible(routeId)) return null;
  return <FrameAppHeader routeId={routeId} title={title} />;
});

const FrameHomeHeader = observer(function FrameHomeHeader() {
  const session = useSessionStore();
  const member = useMemberStore();
  const download = useDownloadStore();
  const logout = useLogout();
  const shown = member.displayName;
  const name = shown.kind === 'name' ? shown.value : (session.userName ?? '');
  return (
    <HomeHeader
      member={session.isLoggedIn ? { name } : null}
      onLogout={() => void logout()}
      showDownload={download.headerButtonVisible(true)}
      onDownload={download.openPopup}
    />
  );
});

const FrameAppHeader = observer(function FrameAppHeader({ routeId, title }: FrameHeaderProps) {
  const session = useSessionStore();
  const system = useSystemStore();
  const back = useBack(routeId);
  const logout = useLogout();
  const freePlay = useFreePlay();
  const customerService = useCustomerService();
  const offerFreePlay = isFreePlayOffered(session.isLoggedIn, system.flags);
  return (
    <AppHeader
      title={title}
      onBack={back}
      onFreePlay={offerFreePlay ? () => void freePlay() : undefined}
      onLogout={session.isLoggedIn ? () => void logout() : undefined}
      onCustomerService={customerService}
    />
  );
});
