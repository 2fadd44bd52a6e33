import { useEffect } from 'react';
import { useTheme } from 'styled-components';

/**
 * Names the browser tab (and what a screen reader announces on a new page): '<title> · <brand>',
 * the brand alone for a null title (home), the title alone before any brand is known.
 */
export function useDocumentTitle(title: string | null): void {
  const { brand } = useTheme();
  useEffect(() => {
    document.title = [title, brand.name].filter(Boolean).join(' · ');
  }, [title, brand.name]);
}
