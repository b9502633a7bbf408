import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { reloadForStaleChunk } from './stale-chunk-reload';

/** Never settles: the page is reloading, so nothing should render meanwhile. */
const whileReloading = () => new Promise<never>(() => undefined);

/** A lazily loaded page that can also be asked to start loading before it renders. */
export type LazyPage<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts loading the page's chunk (once; rendering the page then waits on the same load). */
  preload: () => void;
};

/**
 * A page as its own lazily loaded chunk. When the chunk is gone (an older deploy), the page reloads once
 * per 60 s to fetch the new build; otherwise the error reaches the route error boundary.
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyPage<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
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
    ));
  return Object.assign(lazy(loadOnce), {
    // A failure is reported where the page renders (its error boundary), not here.
    preload: () => void loadOnce().catch(() => undefined),
  });
}
