import { Component, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the map when its code (Leaflet) could not be loaded or the map failed. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a map that failed (a chunk that did not load) from taking the form around it down. */
export class MapLoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
