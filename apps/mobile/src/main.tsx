/** The app's entry: builds the runtime from the browser and index.html, then hydrates the server's render of the first screen or renders it. */
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { keyedRandom, routeIdOfDocumentPath } from '@gp/domain';
import { AppShell } from './app/app-shell';
import { loadAppReady, type AppReady } from './app/app-ready';
import { readBootData } from './app/boot-data';
import { browserPorts, createAppRuntime } from './app/runtime';
import { matchesServerRender, readServerRenderState } from './app/server-render-state';
import { StoreProvider } from './app/store-context';
import { ROUTER_BASENAME, preloadPage } from './routes/app-routes';

// index.html from the web tier carries this host merchant's status, whitelabel and catalogue outline, the
// first screen's largest picture comes with the page (or is fetched beside its code), and for the
// screens a visit opens on from outside the screen itself, rendered on the server.
const firstScreen = routeIdOfDocumentPath(window.location.pathname);
const rendered = readServerRenderState(document);
// A server render is hydrated when this browser would render the same (a guest in its language and
// mode); its stores start only once hydration is done, so that nothing they fetch or time (the
// announcement popup, fresh lists) changes what a part of the page not yet hydrated renders.
const store = createAppRuntime({ ...browserPorts(), ...(rendered ? { draw: keyedRandom(rendered.seed) } : {}), boot: readBootData(document), firstScreen, start: 'none' });
const hydrating = rendered !== null && matchesServerRender(store, rendered);
if (!hydrating) store.start();

/** The app's router: the browser's history under /m. */
function AppRouter({ children }: { readonly children: ReactNode }) {
  return <BrowserRouter basename={ROUTER_BASENAME}>{children}</BrowserRouter>;
}

// index.html always has it; without it React refuses at once ('Target container is not a DOM element').
const container = document.getElementById('root') as HTMLElement;

const app = (ready: AppReady | null) => (
  <StrictMode>
    <StoreProvider store={store}>
      <AppShell Router={AppRouter} ready={ready ?? undefined} />
    </StoreProvider>
  </StrictMode>
);

// The first screen's code, the brand's theme and the catalogue (preloaded by index.html) are in
// before the first render: it paints with the frame, not a splash. Hydration runs inside a
// transition, so that the work yields to input; the stores start at the first idle moment after it
// (React's scheduler keeps the main thread busy until every part is hydrated). A theme or catalogue
// that cannot load leaves it to the shell, which says so (BootProblem), in a fresh render.
void Promise.all([loadAppReady(store).catch(() => null), preloadPage(firstScreen)]).then(([ready]) => {
  if (hydrating && ready) {
    startTransition(() => void hydrateRoot(container, app(ready)));
    // The first idle moment (Safari has no idle callback: half a second later).
    (window.requestIdleCallback ?? ((start: () => void) => setTimeout(start, 500)))(() => store.start(), { timeout: 10_000 });
  } else {
    if (hydrating) store.start();
    createRoot(container).render(app(ready));
  }
});
