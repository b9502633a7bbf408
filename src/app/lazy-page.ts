import { createElement, lazy, useState, type ComponentType } from 'react';
import { reloadForStaleChunk } from './stale-chunk-reload';

/** Never settles: the page is reloading, so nothing should render meanwhile. */
const whileReloading = () => new Promise<never>(() => undefined);

/** A lazily loaded page that can also be asked to start loading before it renders. */
export type LazyPage<Props extends object> = ComponentType<Props> & {
  /**
   * Starts loading the page's chunk (once; rendering the page then waits on the same load). Settles
   * when the chunk has loaded or failed to: a failure is reported where the page renders.
   */
  preload: () => Promise<void>;
};

/**
 * A page as its own lazily loaded chunk. When the chunk is gone (an older deploy), the page reloads once
 * per 60 s to fetch the new build; otherwise the error reaches the route error boundary.
 *
 * A page whose chunk has already loaded renders at once. `React.lazy` alone suspends on its first render
 * even then, so a preloaded page still showed its Suspense fallback first, and React holds a
 * fallback's content back until 300 ms after the fallback appeared (it batches reveals): the first
 * page of a visit, preloaded while the app starts, appeared about 300 ms after its code had arrived.
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => (loaded = module[name]),
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
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  function Page(props: Props) {
    // Decided as the page mounts, so that it never switches (and remounts) while shown.
    const [Loaded] = useState(() => loaded);
    return createElement(Loaded ?? Lazy, props);
  }
  Page.displayName = name;
  return Object.assign(Page, {
    preload: () =>
      loadOnce().then(
        () => undefined,
        () => undefined,
      ),
  });
}
