import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { APP_BASE_PATH, ROUTE_IDS, ROUTE_TABLE, type RouteEntry, type RouteId } from '@gp/domain';
import { ErrorBoundary } from '../app/error-boundary';
import { RootLayout } from '../frame/root-layout';
import { RouteErrorPage } from '../pages/system/route-error-page';
import { PAGE_LOADERS } from 'virtual:page-loaders';

/** Loads the component of a built screen (`PAGE_MODULES`, through `virtual:page-loaders`); undefined for a route not built yet. */
function pageLoader(id: RouteId): (() => Promise<ComponentType>) | undefined {
  return PAGE_LOADERS[id];
}

/** The lazy component of a built screen, or undefined for a route not built yet. */
function builtPage(id: RouteId): ComponentType | undefined {
  const load = pageLoader(id);
  return load ? lazy(() => load().then((component) => ({ default: component }))) : undefined;
}

/** Screens whose code is already here (`preloadPage`): they render at once, without a loading state. */
const READY_PAGES = new Map<RouteId, ComponentType>();

/**
 * Loads a screen's code ahead of the first render (the page the visit opens on, whose chunk
 * index.html already preloads), so that its first paint comes with the frame's instead of after a
 * loading state (which React then holds for at least 300 ms). A failure is left for the lazy
 * route to meet and show.
 */
export async function preloadPage(id: RouteId): Promise<void> {
  const load = pageLoader(id);
  if (!load) return;
  try {
    READY_PAGES.set(id, await load());
  } catch {
    // The route's own lazy load will fail again and show the error page with its retry.
  }
}

const BUILT_PAGES: Partial<Record<RouteId, ComponentType>> = Object.fromEntries(
  ROUTE_IDS.flatMap((id) => {
    const page = builtPage(id);
    return page ? [[id, page]] : [];
  }),
);

const PlaceholderPage = lazy(() => import('../pages/placeholder/placeholder-page').then((m) => ({ default: m.PlaceholderPage })));

/** The page element of a route: its screen (at once when its code is here), or the placeholder with the route's title. */
function pageElement(id: RouteId) {
  const Page = READY_PAGES.get(id) ?? BUILT_PAGES[id];
  return Page ? <Page key={id} /> : <PlaceholderPage key={id} routeId={id} />;
}

/** Every path of the route table (and its aliases) as `<Route>` elements, each page loaded on demand. */
export function pageRoutes() {
  return ROUTE_IDS.flatMap((id) => {
    const entry: RouteEntry = ROUTE_TABLE[id];
    return [entry.path, ...(entry.aliases ?? [])].map((path) => <Route key={path} path={path} element={pageElement(id)} />);
  });
}

/**
 * The whole route tree under `/m`: the frame (which catches what a page throws), every screen,
 * home for anything unknown; a failure of the frame itself shows a standalone error page.
 * Declarative routes keep about 17 kB gzip of data-router code out of the first download.
 */
export function AppRoutes() {
  return (
    <ErrorBoundary fallback={(error) => <RouteErrorPage error={error} standalone />}>
      <Routes>
        <Route element={<RootLayout />}>
          {pageRoutes()}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}

/** The router's basename: every screen lives under /m. */
export const ROUTER_BASENAME = APP_BASE_PATH;
