import { ErrorFallback } from '@gp/ui';
import { isChunkLoadError } from '../../routes/chunk-error';

/** Props of RouteErrorPage. */
export interface RouteErrorPageProps {
  /** What the page threw. */
  readonly error: unknown;
  /** True when shown outside the page frame, as the page's own main landmark. */
  readonly standalone?: boolean;
}

/**
 * Shown when a page fails to load or render: 'This page could not be loaded' when its code did not
 * download, 'Something went wrong' otherwise. Try again reloads the route, which downloads the
 * page's code afresh (a browser keeps a failed module import failed until the document reloads).
 */
export function RouteErrorPage({ error, standalone = false }: RouteErrorPageProps) {
  const fallback = (
    <ErrorFallback
      variant={isChunkLoadError(error) ? 'chunk' : 'crash'}
      onRetry={() => window.location.reload()}
      // Inside the frame the header already holds the page's h1.
      headingLevel={standalone ? 1 : 2}
    />
  );
  return standalone ? <main id="main">{fallback}</main> : fallback;
}
