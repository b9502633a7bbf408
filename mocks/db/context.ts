import type { MockDatabase } from './database';

/**
 * Which database answers a request. vitest and the browser use one database; the standalone mock
 * server keeps one per client session and resolves it from the request's session cookie/header.
 */
export type DatabaseResolver = (request: Request) => MockDatabase;

let resolver: DatabaseResolver | undefined;

export function setDatabaseResolver(next: DatabaseResolver): void {
  resolver = next;
}

/** The database that answers this request. */
export function dbFor(request: Request): MockDatabase {
  if (!resolver)
    throw new Error('No mock database: call setDatabaseResolver() when starting the mock runtime.');
  return resolver(request);
}
