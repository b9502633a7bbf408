// @vitest-environment node
import type { CouponRule } from '../db/database';
import { SessionDatabases } from './session-databases';

const marker = (code: string): CouponRule => ({
  code,
  kind: 'amount',
  value: 1,
  minimum_subtotal: null,
  description: 'written by a test',
});

describe('the mock server’s session databases', () => {
  it('seeds a session once when its first requests arrive together: what the first writes survives', async () => {
    const sessions = new SessionDatabases();
    const first = sessions.ensure('together', undefined);
    const second = sessions.ensure('together', undefined);
    await (await first).db.coupons.create(marker('FIRST-WRITE'));
    await second;
    const db = (await sessions.ensure('together', undefined)).db;
    expect(db.coupons.findFirst((q) => q.where({ code: 'FIRST-WRITE' }))).toEqual(marker('FIRST-WRITE'));
  });
});

describe('which sessions the mock server keeps', () => {
  it('lets reads without a database of their own share one seed, so they evict nobody', async () => {
    const sessions = new SessionDatabases({ maxSessions: 2 });
    const qa = await sessions.ensure('qa', undefined);
    const readers = await Promise.all(
      Array.from({ length: 20 }, (_, visitor) => sessions.forRead(`visitor-${visitor}`, undefined, '')),
    );
    expect(new Set(readers.map(({ db }) => db)).size).toBe(1);
    expect(readers[0]?.db).not.toBe(qa.db);
    expect(sessions.size).toBe(1);
    expect((await sessions.forRead('qa', undefined, '')).db).toBe(qa.db);
  });

  it('evicts a one-off writer before a session in use', async () => {
    const sessions = new SessionDatabases({ maxSessions: 2 });
    const qa = await sessions.ensure('qa', undefined);
    await sessions.ensure('qa', undefined);
    for (const writer of ['one-off-1', 'one-off-2', 'one-off-3']) await sessions.ensure(writer, undefined);
    expect(sessions.has('qa')).toBe(true);
    expect((await sessions.ensure('qa', undefined)).db).toBe(qa.db);
  });

  it('keeps a session that has just made its first write while newer sessions arrive', async () => {
    const sessions = new SessionDatabases({ maxSessions: 8 });
    // Finished sessions that made several requests fill the server.
    for (const done of Array.from({ length: 8 }, (_, index) => `finished-${index}`)) {
      await sessions.ensure(done, undefined);
      await sessions.ensure(done, undefined);
    }
    // A sign-in writes once; before its next request, another client writes for the first time.
    const signingIn = await sessions.ensure('signing-in', undefined);
    await sessions.ensure('another-newcomer', undefined);
    expect(sessions.has('signing-in')).toBe(true);
    expect((await sessions.ensure('signing-in', undefined)).db).toBe(signingIn.db);
    expect(sessions.has('finished-0')).toBe(false);
  });

  it('seeds the shared database per scenario and per clock, since seeded times follow the clock', async () => {
    const sessions = new SessionDatabases();
    const plain = await sessions.forRead('reader', undefined, '');
    expect((await sessions.forRead('reader', 'member', '')).scenario.name).toBe('member');
    expect((await sessions.forRead('reader', undefined, '2026-02-16T17:00:00.000Z')).db).not.toBe(plain.db);
    expect((await sessions.forRead('other-reader', 'default', '')).db).toBe(plain.db);
  });
});

describe('the shared database of sessionless reads', () => {
  it('refuses writes, so a read that tried one could not leak into every reader', async () => {
    const sessions = new SessionDatabases();
    const { db } = await sessions.forRead('reader', undefined, '');
    expect(() => db.coupons.create(marker('LEAK'))).toThrow('read-only');
    expect(() => db.coupons.delete((q) => q.where({ code: 'BOGO5' }))).toThrow('read-only');
    expect(db.coupons.findFirst((q) => q.where({ code: 'BOGO5' }))?.value).toBe(5);
  });
});
