import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider, type DefaultTheme } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from './use-document-title';

const withBrand = (name: string) =>
  function Brand({ children }: { readonly children: ReactNode }) {
    return <ThemeProvider theme={{ brand: { name } } as DefaultTheme}>{children}</ThemeProvider>;
  };

describe('useDocumentTitle', () => {
  it('names the page and the brand', () => {
    renderHook(() => useDocumentTitle('Deposit'), { wrapper: withBrand('Jade Lotto') });
    expect(document.title).toBe('Deposit · Jade Lotto');
  });

  it('uses the brand alone on home and the title alone before a brand is known', () => {
    renderHook(() => useDocumentTitle(null), { wrapper: withBrand('Jade Lotto') });
    expect(document.title).toBe('Jade Lotto');
    renderHook(() => useDocumentTitle('We cannot reach the platform'), { wrapper: withBrand('') });
    expect(document.title).toBe('We cannot reach the platform');
  });
});
