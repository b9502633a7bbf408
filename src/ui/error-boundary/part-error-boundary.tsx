import { Component, type ErrorInfo, type ReactNode } from 'react';

interface PartErrorBoundaryProps {
  children: ReactNode;
  /** Names the part in the log, e.g. `header`. */
  part: string;
  /** Shown instead of the part once it threw (nothing by default). */
  fallback?: ReactNode;
  /** A new value renders the part again (e.g. the path, so the next page retries it). */
  resetKey?: unknown;
}

/**
 * Keeps a failure inside one part of the screen (the header, the footer, a widget): the part gives
 * way to its fallback and everything around it stays, instead of React unmounting the whole app.
 */
export class PartErrorBoundary extends Component<PartErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`The ${this.props.part} failed and is left out`, error, info.componentStack);
  }

  override componentDidUpdate(previous: PartErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
