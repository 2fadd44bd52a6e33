import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import type { ThemeMode } from '@gp/theming';
import messages from '@gp/i18n/compiled/en.json';
import { themeFor } from './theme-fixtures';

/** Options of renderInBrand: which brand and mode to dress the component in. */
export interface BrandRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  readonly brand?: string;
  readonly mode?: ThemeMode;
}

/** Wraps children in a brand theme and the real English catalogue; a missing message throws. */
export function BrandProviders({ brand = 'aurora', mode = 'dark', children }: { brand?: string; mode?: ThemeMode; children: ReactNode }) {
  return (
    <IntlProvider
      locale="en"
      messages={messages}
      onError={(error) => {
        throw error;
      }}
    >
      <ThemeProvider theme={themeFor(brand, mode)}>{children}</ThemeProvider>
    </IntlProvider>
  );
}

/** Renders a component as a player would see it in one brand. */
export function renderInBrand(ui: ReactElement, { brand, mode, ...options }: BrandRenderOptions = {}) {
  return render(ui, {
    wrapper: ({ children }) => (
      <BrandProviders brand={brand} mode={mode}>
        {children}
      </BrandProviders>
    ),
    ...options,
  });
}
