import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of ErrorBoundary. */
export interface ErrorBoundaryProps {
  /** What to show instead of the children once they have thrown. */
  readonly fallback: (error: unknown) => ReactNode;
  /** A change of this value (the path, say) clears the error and renders the children again. */
  readonly resetKey?: unknown;
  readonly children: ReactNode;
}

interface ErrorBoundaryState {
  readonly failed: boolean;
  readonly error: unknown;
  readonly resetKey: unknown;
}

/**
 * Catches what its children throw while rendering (a page bug, a page's code that did not
 * download) and shows the fallback instead of a blank screen. Navigating elsewhere (a new
 * `resetKey`) gives the children another chance.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { failed: false, error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
