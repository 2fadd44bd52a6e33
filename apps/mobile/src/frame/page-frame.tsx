import { Suspense, lazy, useRef, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isFooterVisible, isHeaderVisible, isHomeRoute, routeIdOf } from '@gp/domain';
import { LoadingScreen, VisuallyHidden, useHydrated } from '@gp/ui';
import { ErrorBoundary } from '../app/error-boundary';
import { useDocumentTitle } from '../app/use-document-title';
import { RouteErrorPage } from '../pages/system/route-error-page';
import { routeTitleOf } from '../routes/route-titles';
import { FrameFooter } from './frame-footer';
import { FrameHeader } from './frame-header';
import { HomeExtras } from './home-extras';
import { UiLayer } from './ui-layer';
import { GameViewGate } from '../games/game-view-gate';
import { RouteGuard } from './route-guard';
import { useBack } from './use-frame-actions';
import { useScrollRestoration } from './use-scroll-restoration';
import { usePageTransition } from './use-page-transition';
import { useSwipeBack } from './use-swipe-back';

// Its code failing to download (a lost signal) costs only the layer, never the page.
const InstalledAppLayer = lazy(() => import('./installed-app-layer').then((m): { default: ComponentType } => ({ default: m.InstalledAppLayer }), () => ({ default: () => null })));

/**
 * The offline line, the new-version prompt and the service worker, once the first screen is live:
 * a leaf of its own, so that only it renders again when hydration is done.
 */
function InstalledAppSlot() {
  return useHydrated() ? (
    <Suspense>
      <InstalledAppLayer />
    </Suspense>
  ) : null;
}

/** Header, page and footer in a column at least as tall as the smallest viewport: the footer sits at the bottom without making a short page scroll. */
const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100svh;
`;

const Main = styled.main`
  flex: 1 0 auto;
  touch-action: pan-y;
`;

/**
 * The page frame (SPEC §2 'Page frame'): header, title and back target, footer and the home
 * extras by the domain's rules; the page in `<main>` with its transition and the back swipe; the
 * ui store's toasts, overlay and dialogs, and the installed app's offline line and update prompt. Every route gets exactly one h1: the header's title, the
 * home page's own, or a hidden one on headerless routes. A page that throws or whose code does not
 * download shows an error with a retry inside the frame; the next path tries again.
 */
export function PageFrame() {
  const intl = useIntl();
  const location = useLocation();
  const routeId = routeIdOf(location.pathname);
  const title = intl.formatMessage(routeTitleOf(routeId));
  const home = isHomeRoute(routeId);
  const main = useRef<HTMLElement>(null);
  const back = useBack(routeId);
  usePageTransition(main, location.pathname);
  useSwipeBack(main, () => (home ? undefined : back()));
  useScrollRestoration();

  useDocumentTitle(home ? null : title);

  return (
    <Column>
      <InstalledAppSlot />
      <FrameHeader routeId={routeId} title={title} />
      {home ? <HomeExtras /> : null}
      <Main id="main" ref={main}>
        {!home && !isHeaderVisible(routeId) ? <VisuallyHidden as="h1">{title}</VisuallyHidden> : null}
        <ErrorBoundary resetKey={location.pathname} fallback={(error) => <RouteErrorPage error={error} />}>
          <Suspense fallback={<LoadingScreen />}>
            <RouteGuard routeId={routeId}>
              <Outlet />
            </RouteGuard>
          </Suspense>
        </ErrorBoundary>
      </Main>
      {isFooterVisible(routeId) ? <FrameFooter routeId={routeId} /> : null}
      <GameViewGate />
      <UiLayer />
    </Column>
  );
}
