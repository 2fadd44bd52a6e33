/** Composition root: builds the api client and stores, starts loading, renders the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createPlatformClient } from '@gp/api-client';
import { DEFAULT_LANGUAGE } from '@gp/domain';
import { RootStore, createMemoryStorage, systemClock, type KeyValueStorage } from '@gp/stores';
import { AppShell } from './app/app-shell';
import { StoreProvider } from './app/store-context';
import { ROUTER_BASENAME, appRoutes } from './routes/app-routes';

function browserStorage(): KeyValueStorage {
  try {
    return window.localStorage;
  } catch {
    return createMemoryStorage();
  }
}

let store: RootStore | null = null;
const api = createPlatformClient({
  merchant: () => store?.system.merchantCode ?? null,
  token: () => null,
  language: () => DEFAULT_LANGUAGE,
});
store = new RootStore({ api, storage: browserStorage(), clock: systemClock });
void store.system.load();

const router = createBrowserRouter(appRoutes(), { basename: ROUTER_BASENAME });
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <StoreProvider store={store}>
      <AppShell router={router} />
    </StoreProvider>
  </StrictMode>,
);
