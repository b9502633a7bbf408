import { lazy, type ComponentType } from 'react';
import { reloadForStaleChunk } from './stale-chunk-reload';

/** Never settles: the page is reloading, so nothing should render meanwhile. */
const whileReloading = () => new Promise<never>(() => undefined);

/**
 * A page as its own lazily loaded chunk. When the chunk is gone (an older deploy), the page reloads once
 * per 60 s to fetch the new build; otherwise the error reaches the route error boundary.
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(() =>
    load().then(
      (module) => ({ default: module[name] }),
      (error: unknown) => {
        const reloading = reloadForStaleChunk(error, {
          now: Date.now(),
          storage: window.sessionStorage,
          reload: () => window.location.reload(),
        });
        if (reloading) return whileReloading();
        throw error;
      },
    ),
  );
}
