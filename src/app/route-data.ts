import type { RouteQuery } from '../api/route-query';
import type { RouteState } from './route-state';

/** The queries a route's page reads, for the route state it is visited with. */
export type RouteQueries = (state: RouteState) => readonly RouteQuery[];

/**
 * A route's data needs. Code that is already here (`loaded`) is asked for synchronously; otherwise
 * `load` brings it, so that a route's schemas and readers can travel with its page instead of in
 * the start JavaScript.
 */
export interface RouteData {
  /** The needs, once their code has loaded. */
  readonly loaded: RouteQueries | undefined;
  /** Loads the needs' code (once); rejects when it cannot be loaded. */
  load: () => Promise<RouteQueries>;
}

/** Needs whose code is in the start JavaScript: the home page's, and what many pages share. */
export function eagerData(queries: RouteQueries): RouteData {
  return { loaded: queries, load: () => Promise.resolve(queries) };
}

/** Needs loaded on demand, from a module that exports them under `name`. */
export function lazyData<Name extends string>(
  load: () => Promise<Record<Name, RouteQueries>>,
  name: Name,
): RouteData {
  let loading: Promise<RouteQueries> | undefined;
  const data: { loaded: RouteQueries | undefined; load: () => Promise<RouteQueries> } = {
    loaded: undefined,
    load: () =>
      (loading ??= load().then(
        (module) => (data.loaded = module[name]),
        (error: unknown) => {
          // A later visit may try again (a network hiccup); the page reports its own failure.
          loading = undefined;
          throw error;
        },
      )),
  };
  return data;
}
