/** Composition root: builds the api client and stores, starts loading, renders the app. */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createPlatformClient } from '@gp/api-client';
import { DEFAULT_LANGUAGE, routeIdOfDocumentPath } from '@gp/domain';
import { RootStore, browserDocumentLanguage, browserEnvironment, browserPageEvents, systemClock } from '@gp/stores';
import { AppShell } from './app/app-shell';
import { readBootData } from './app/boot-data';
import { browserSessionStorage, browserStorage } from './app/browser-storage';
import { sessionErrorMiddleware } from './app/session-errors';
import { StoreProvider } from './app/store-context';
import { ROUTER_BASENAME, preloadPage } from './routes/app-routes';

let store: RootStore | null = null;
const api = createPlatformClient({
  merchant: () => store?.system.merchantCode ?? null,
  token: () => store?.session.token ?? null,
  language: () => store?.language.current ?? DEFAULT_LANGUAGE,
});
// Any call answered SESSION_EXPIRED / NOT_LOGGED_IN ends the session, whoever made it.
api.use(sessionErrorMiddleware(() => store?.session ?? null));
store = new RootStore({
  api,
  storage: browserStorage(),
  sessionStorage: browserSessionStorage(),
  clock: systemClock,
  events: browserPageEvents(),
  environment: browserEnvironment(),
  documentLanguage: browserDocumentLanguage(),
});
// index.html from the platform server carries this host's status and whitelabel: no first calls.
const boot = readBootData(document);
void store.system.load(boot);
// It carries the catalogue outline too (in the merchant's default language): start then does not ask for it.
store.seed(boot);
store.start();
// The first screen's largest picture comes with the page (or is fetched beside its code, not after it).
const firstScreen = routeIdOfDocumentPath(window.location.pathname);
store.prefetchScreen(firstScreen, boot);

/** The app's router: the browser's history under /m. */
function AppRouter({ children }: { readonly children: ReactNode }) {
  return <BrowserRouter basename={ROUTER_BASENAME}>{children}</BrowserRouter>;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first screen's code (preloaded by index.html) is in before the first render: it paints with the frame.
void preloadPage(firstScreen).then(() =>
  createRoot(container).render(
    <StrictMode>
      <StoreProvider store={store}>
        <AppShell Router={AppRouter} />
      </StoreProvider>
    </StrictMode>,
  ),
);
