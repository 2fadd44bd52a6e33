import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import type { ThemeMode } from '@gp/theming';
import { GlobalStyle } from '@gp/ui';
import { BRAND_IDS, themeFor } from '../libs/ui/src/testing/theme-fixtures';

/** The toolbar value that renders a story under every brand side by side. */
export const ALL_BRANDS = 'all';

const Panel = styled.section`
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  padding: ${({ theme }) => theme.space.md};
  min-width: 20rem;
  flex: 1;
`;

const PanelTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1px;
`;

function BrandPanel({ brand, mode, children }: { brand: string; mode: ThemeMode; children: ReactNode }) {
  const theme = themeFor(brand, mode);
  return (
    <ThemeProvider theme={theme}>
      <Panel aria-label={theme.brand.name}>
        <PanelTitle>{`${theme.brand.name} · ${mode}`}</PanelTitle>
        {children}
      </Panel>
    </ThemeProvider>
  );
}

/** Dresses a story in the brand and mode chosen in the toolbar, or in every brand at once. */
export const withBrand: Decorator = (Story, context) => {
  const brand = String(context.globals['brand'] ?? BRAND_IDS[0]);
  const mode = (context.globals['mode'] === 'light' ? 'light' : 'dark') satisfies ThemeMode;
  if (brand === ALL_BRANDS) {
    return (
      <Row>
        {BRAND_IDS.map((id) => (
          <BrandPanel key={id} brand={id} mode={mode}>
            <Story />
          </BrandPanel>
        ))}
      </Row>
    );
  }
  return (
    <ThemeProvider theme={themeFor(brand, mode)}>
      <GlobalStyle />
      <Story />
    </ThemeProvider>
  );
};
