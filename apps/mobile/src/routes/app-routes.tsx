import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { APP_BASE_PATH, ROUTE_IDS, ROUTE_TABLE, type RouteEntry, type RouteId } from '@gp/domain';
import { RootLayout } from '../frame/root-layout';
import { RouteErrorPage } from '../pages/system/route-error-page';
import { LoadingScreen } from '@gp/ui';

type PageModule = Promise<{ Component: ComponentType }>;

/** Screens built so far; every other route shows its frame and title until its issue lands. */
const BUILT_PAGES: Partial<Record<RouteId, () => PageModule>> = {
  home: () => import('../pages/home/home-page').then((m) => ({ Component: m.HomePage })),
};

function lazyPage(id: RouteId): () => Promise<{ Component?: ComponentType; element?: React.ReactNode }> {
  const built = BUILT_PAGES[id];
  if (built) return built;
  return () => import('../pages/placeholder/placeholder-page').then((m) => ({ element: <m.PlaceholderPage routeId={id} /> }));
}

/** Every path of the route table (and its aliases) as router entries, each page loaded on demand. */
export function pageRoutes(): RouteObject[] {
  return ROUTE_IDS.flatMap((id) => {
    const entry: RouteEntry = ROUTE_TABLE[id];
    return [entry.path, ...(entry.aliases ?? [])].map((path) => ({ path, lazy: lazyPage(id), handle: { routeId: id } }));
  });
}

/** The whole route tree under `/m`: the frame, every screen, and home for anything unknown. */
export function appRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteErrorPage standalone />,
      HydrateFallback: LoadingScreen,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [...pageRoutes(), { path: '*', element: <Navigate to="/" replace /> }],
        },
      ],
    },
  ];
}

/** The router's basename: every screen lives under /m. */
export const ROUTER_BASENAME = APP_BASE_PATH;
