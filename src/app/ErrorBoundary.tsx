import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback';

interface State {
  failed: boolean;
}

/** Catches render errors anywhere below and shows the §2 fallback instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[app] render failed', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return this.props.fallback ?? <ErrorFallback />;
    return this.props.children;
  }
}
