import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteError } from './route-error';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}
interface BoundaryState {
  failed: boolean;
  error: unknown;
  pathname: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  /** Another page clears the failure, as leaving a crashed page should. */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, error: undefined, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Shows RouteError in place of what it wraps when that crashes or its script fails to load. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
