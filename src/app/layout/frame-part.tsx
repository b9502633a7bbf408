import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { RouteErrorBoundary } from '../route-error-boundary';

const leaveOut = () => null;

/**
 * One part of the frame around the page (header, footer, dock, overlays): if it throws, only it is
 * left out, and the next page tries it again.
 */
export function FramePart({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  return (
    <RouteErrorBoundary resetKey={path} fallback={leaveOut}>
      {children}
    </RouteErrorBoundary>
  );
}
