import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { PartErrorBoundary } from '../../ui/error-boundary/part-error-boundary';

/**
 * One part of the frame around the page (header, footer, dock, overlays): if it throws, only it is
 * left out, and the next page tries it again.
 */
export function FramePart({ part, children }: { part: string; children: ReactNode }) {
  const [path] = useLocation();
  return (
    <PartErrorBoundary part={part} resetKey={path}>
      {children}
    </PartErrorBoundary>
  );
}
