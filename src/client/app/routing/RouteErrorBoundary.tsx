import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '../RouteErrorPage';

interface RouteErrorBoundaryProps {
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
}

/**
 * Catches a page that fails to load or to render and shows RouteErrorPage instead of a blank
 * screen. Keyed by path where it is used, so moving to another page tries again.
 */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RouteErrorBoundaryState {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
