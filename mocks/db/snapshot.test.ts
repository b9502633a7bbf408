// @vitest-environment node
import { createDatabase } from './database';
import { restoreDatabase, snapshotDatabase } from './snapshot';
import { seedDatabase } from '../seed';

describe('browser persistence of the mock database', () => {
  it('restores every record of a stored snapshot', async () => {
    const db = createDatabase();
    await seedDatabase(db, { signedIn: true, cart: 'full' });
    const stored = JSON.parse(JSON.stringify(snapshotDatabase(db)));

    const restored = await restoreDatabase(stored);

    if (!restored) throw new Error('the snapshot was refused');
    expect(snapshotDatabase(restored)).toEqual(stored);
  });

  it('refuses a snapshot that breaks the contract, so the caller seeds anew', async () => {
    const db = createDatabase();
    await seedDatabase(db);
    const stored = snapshotDatabase(db);
    const [first] = stored.locations as Array<Record<string, unknown>>;
    if (!first) throw new Error('the seed has no location');
    first.lat = 'not a number';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(await restoreDatabase(stored)).toBeUndefined();
  });

  it.each([null, 'text', 42, { locations: 'nope' }])('refuses %j', async (stored) => {
    expect(await restoreDatabase(stored)).toBeUndefined();
  });
});
