/** The app's entry: builds the runtime from the browser and index.html, renders the app. */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { routeIdOfDocumentPath } from '@gp/domain';
import { AppShell } from './app/app-shell';
import { readBootData } from './app/boot-data';
import { browserPorts, createAppRuntime } from './app/runtime';
import { StoreProvider } from './app/store-context';
import { ROUTER_BASENAME, preloadPage } from './routes/app-routes';

// index.html from the platform server carries this host's status, whitelabel and catalogue outline,
// and the first screen's largest picture comes with the page (or is fetched beside its code).
const firstScreen = routeIdOfDocumentPath(window.location.pathname);
const store = createAppRuntime({ ...browserPorts(), boot: readBootData(document), firstScreen });

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
