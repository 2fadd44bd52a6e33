/** Test support: the whole app over a mock platform (msw), with a memory router. */
import { render } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { http } from 'msw';
import type { SetupServer } from 'msw/node';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { browserDocumentLanguage, createMemoryStorage, systemClock } from '@gp/stores';
import { COUNTRIES, registerSettings } from '@gp/stores/testing';
import { AppShell } from '../app/app-shell';
import { createAppRuntime } from '../app/runtime';
import { StoreProvider } from '../app/store-context';
import { ROUTER_BASENAME } from '../routes/app-routes';
import { bootHandlers, envelope, type PlatformOptions } from './platform-handlers';

/** Where the mock platform answers. */
export const BASE = 'http://platform.test';

export { envelope, type PlatformOptions } from './platform-handlers';

/**
 * Answers the status and whitelabel calls for one merchant, the start-up calls (settings,
 * catalogue, notices) and the home screen's lists as empty, and the account screens' register
 * settings, dialling codes and captcha (a test that cares about them adds its own handlers, which take
 * precedence).
 */
export function mockPlatform(server: Pick<SetupServer, 'use'>, options: PlatformOptions = {}): void {
  server.use(
    ...bootHandlers(BASE, options),
    http.get(`${BASE}/wps/game/hot`, () => envelope({ list: [] })),
    http.get(`${BASE}/wps/winners/board`, () => envelope({ list: [] })),
    http.get(`${BASE}/wps/system/setting/register`, () => envelope(registerSettings())),
    http.get(`${BASE}/wps/system/country`, () => envelope(COUNTRIES)),
    http.get(`${BASE}/wps/captcha`, () => envelope({ captchaId: 'cap-0000000000000001', imageBase64: 'iVBORw0KGgo=', expiresAt: 0 })),
  );
}

/** Where the memory router is now (the whole path, basename included), for assertions. */
export interface RenderedLocation {
  pathname: string;
  /** The query, with its '?' (empty without one). */
  search: string;
}

/** Reports the router's whole path after every navigation. */
function TrackLocation({ onPath }: { readonly onPath: (pathname: string, search: string) => void }) {
  const { pathname, search } = useLocation();
  useEffect(() => onPath(`${ROUTER_BASENAME}${pathname}`, search), [onPath, pathname, search]);
  return null;
}

/** How renderApp starts the app. */
export interface RenderAppOptions {
  /** Start every store as main.tsx does (member, wallet, unread counts, popup, catalogue...), stopped when the test ends. */
  readonly start?: boolean;
}

/**
 * Renders the app at a path, with the runtime built as main.tsx builds it (the same client
 * middleware, the same stores) over the mock platform and memory storage; `storage` seeds local
 * storage (MC_SESSION_INFO for a member). By default only the system and language stores run;
 * `start` runs them all, as the app does.
 */
export function renderApp(path = '/m/', storage: Record<string, string> = {}, options: RenderAppOptions = {}) {
  const store = createAppRuntime({
    platform: { baseUrl: BASE },
    storage: createMemoryStorage(storage),
    sessionStorage: createMemoryStorage(),
    clock: systemClock,
    documentLanguage: browserDocumentLanguage(),
    start: options.start ? 'all' : 'language',
  });
  onTestFinished(() => store.stop());
  const location: RenderedLocation = { pathname: path, search: '' };
  const trackPath = (pathname: string, search: string) => {
    location.pathname = pathname;
    location.search = search;
  };
  function TestRouter({ children }: { readonly children: ReactNode }) {
    return (
      <MemoryRouter basename={ROUTER_BASENAME} initialEntries={[path]}>
        <TrackLocation onPath={trackPath} />
        {children}
      </MemoryRouter>
    );
  }
  render(
    <StoreProvider store={store}>
      <AppShell Router={TestRouter} />
    </StoreProvider>,
  );
  return { store, location };
}
