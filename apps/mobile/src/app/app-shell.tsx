import { observer } from 'mobx-react-lite';
import { IntlProvider } from 'react-intl';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SOURCE_LOCALE } from '@gp/i18n';
import { GlobalStyle, UiLinkProvider } from '@gp/ui';
import { UnreachablePage } from '../pages/system/unreachable-page';
import { AppRoutes } from '../routes/app-routes';
import { useBrandTheme } from '../theme/use-brand-theme';
import { brandRequestOf, type AppReady } from './app-ready';
import { useLanguageStore, useRootStore, useSystemStore } from './store-context';
import { useMessages } from './use-messages';
import { BootProblem } from './boot-problem';

/** Props of AppShell. */
export interface AppShellProps {
  /** The router the routes live in (a browser router under /m in the app, a memory router in tests). */
  readonly Router: ComponentType<{ readonly children: ReactNode }>;
  /** The theme and catalogue loaded before the first render (a server render and its hydration): no splash. */
  readonly ready?: AppReady;
}

/** The same markup as index.html's splash, kept until the brand and messages are ready. */
function BootSplash() {
  // No catalogue is loaded yet: this label matches index.html's and is replaced within moments.
  // eslint-disable-next-line formatjs/no-literal-string-in-jsx
  return <div className="boot-splash" role="status" aria-label="Loading" />;
}

/**
 * Dresses the app in its brand once the whitelabel is known (cached or fresh), with the messages
 * of the player's language (the language store's choice); without any whitelabel it offers to try the platform again.
 */
export const AppShell = observer(function AppShell({ Router, ready }: AppShellProps) {
  const system = useSystemStore();
  const whitelabel = system.whitelabel;
  const theme = useBrandTheme(brandRequestOf(useRootStore()), ready?.theme);
  // The catalogue follows the language store; a language the app does not ship falls back to English.
  const language = useLanguageStore().locale;
  const loaded = useMessages(language, ready?.messages);

  if (loaded === 'failed') return <BootProblem language={language} />;
  if (!theme || !loaded) return <BootSplash />;
  return (
    <IntlProvider locale={loaded.locale} messages={loaded.messages} defaultLocale={SOURCE_LOCALE}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {whitelabel ? (
          <Router>
            <UiLinkProvider component={Link}>
              <AppRoutes />
            </UiLinkProvider>
          </Router>
        ) : (
          <UnreachablePage onRetry={system.refresh} />
        )}
      </ThemeProvider>
    </IntlProvider>
  );
});
