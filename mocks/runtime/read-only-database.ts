import type { MockDatabase } from '../db/database';

const WRITES = new Set(['create', 'createMany', 'update', 'updateMany', 'delete', 'deleteMany', 'clear']);

export class ReadOnlyDatabaseError extends Error {
  constructor(collection: string, method: string) {
    super(`The shared mock database is read-only: ${collection}.${method}() needs a session of its own.`);
  }
}

/**
 * The same database with every collection's writing methods refused: a read that tried to write to
 * the database shared by all sessionless readers would leak into every one of them.
 */
export function readOnlyDatabase(db: MockDatabase): MockDatabase {
  const guarded = Object.entries(db).map(([name, collection]) => [
    name,
    new Proxy(collection, {
      get(target, property, receiver) {
        if (typeof property === 'string' && WRITES.has(property)) {
          return () => {
            throw new ReadOnlyDatabaseError(name, property);
          };
        }
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    }),
  ]);
  return Object.fromEntries(guarded) as MockDatabase;
}
