import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './pages/error-page';
import { NotFoundPage } from './pages';
import { routeErrorStatus } from './route-error-status';
import { UnknownMiddlewareError } from './route-guards';

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead of the children once one of them threw. */
  fallback?: (error: unknown) => ReactNode;
  /** A new value renders the children again (a part of the frame retries on the next page). */
  resetKey?: unknown;
}

/**
 * Catches what a page throws while loading or rendering and shows the error page for it (SPEC §8).
 * Give it `key={location}` so that navigating elsewhere starts afresh. Around a part of the frame
 * (`FramePart`), it leaves that part out instead, so one failure never unmounts the whole app.
 */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  { error: unknown; failed: boolean }
> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error('A page failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (this.props.fallback ?? routeErrorFallback)(this.state.error);
  }
}

/** A 404 (e.g. a failed validity check) reads as the not-found page; any other status as the error page. */
function routeErrorFallback(error: unknown): ReactNode {
  if (error instanceof UnknownMiddlewareError) return <ErrorPage status={500} reason="unknown-middleware" />;
  const status = routeErrorStatus(error);
  if (status !== 404) return <ErrorPage status={status} />;
  return (
    // The not-found page is its own chunk; if even that cannot load, fall back to the plain error page.
    <RouteErrorBoundary fallback={() => <ErrorPage status={status} />}>
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    </RouteErrorBoundary>
  );
}
