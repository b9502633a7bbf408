import { createDatabase, type MockDatabase } from './database';

type Snapshot = Record<string, unknown[]>;

/** Every record of every collection, as plain JSON. */
export function snapshotDatabase(db: MockDatabase): Snapshot {
  return Object.fromEntries(
    Object.entries(db).map(([name, collection]) => [name, JSON.parse(JSON.stringify(collection.all()))]),
  );
}

/**
 * Rebuilds a database from a snapshot. Each record is validated again by its collection's schema,
 * so stored data that is corrupted or from an older contract is refused: the caller then seeds anew.
 */
export async function restoreDatabase(snapshot: unknown): Promise<MockDatabase | undefined> {
  if (typeof snapshot !== 'object' || snapshot === null) return undefined;
  const db = createDatabase();
  try {
    for (const [name, collection] of Object.entries(db)) {
      const records = (snapshot as Snapshot)[name];
      if (!Array.isArray(records)) return undefined;
      for (const record of records) await (collection.create as (value: unknown) => Promise<unknown>)(record);
    }
    return db;
  } catch {
    return undefined;
  }
}
