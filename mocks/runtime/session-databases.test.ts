// @vitest-environment node
import type { CouponRule, MockDatabase } from '../db/database';
import type { Scenario } from '../scenarios/scenario';
import { SessionDatabases, type SessionState } from './session-databases';

/** A stand-in seed: the eviction rule does not depend on what a session's database holds. */
const cheapSeed = (scenario: Scenario): Promise<SessionState> =>
  Promise.resolve({ db: {} as MockDatabase, scenario });

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

  it('keeps a signed-in session active in the last minute while 1,000 new sessions arrive', async () => {
    let machineClock = 0;
    const sessions = new SessionDatabases({ machineNow: () => machineClock, seed: cheapSeed });
    const member = await sessions.ensure('member', undefined);
    machineClock += 60_000;
    for (let tester = 0; tester < 1_000; tester += 1) {
      await sessions.ensure(`tester-${tester}`, undefined);
      await sessions.ensure(`tester-${tester}`, undefined);
    }
    expect(sessions.has('member')).toBe(true);
    expect((await sessions.ensure('member', undefined)).db).toBe(member.db);
    expect(sessions.evictedAfterMinutes('member')).toBeUndefined();
  });

  it('evicts idle sessions by age, and when crowded the least recently used idle ones first', async () => {
    let machineClock = 0;
    const sessions = new SessionDatabases({
      machineNow: () => machineClock,
      seed: cheapSeed,
      maxSessions: 2,
      activeMs: 10 * 60_000,
      idleMs: 120 * 60_000,
    });
    await sessions.ensure('left-long-ago', undefined);
    machineClock += 30 * 60_000;
    await sessions.ensure('idle', undefined);
    // A third session passes the cap of 2: the least recently used idle session goes.
    await sessions.ensure('busy', undefined);
    expect(sessions.has('left-long-ago')).toBe(false);
    expect(sessions.evictedAfterMinutes('left-long-ago')).toBe(30);
    machineClock += 5 * 60_000;
    await sessions.ensure('third', undefined);
    // Crowded again, but every session was active in the last 10 minutes: none goes.
    expect(sessions.size).toBe(3);
    // Two hours without a request: gone whatever the count.
    machineClock += 120 * 60_000;
    await sessions.ensure('newcomer', undefined);
    expect(sessions.has('idle')).toBe(false);
    expect(sessions.has('busy')).toBe(false);
    expect(sessions.evictedAfterMinutes('busy')).toBe(125);
    expect(sessions.has('newcomer')).toBe(true);
  });

  it('lets idle sessions go early when memory runs short, never an active one', async () => {
    let machineClock = 0;
    let short = false;
    const sessions = new SessionDatabases({
      machineNow: () => machineClock,
      seed: cheapSeed,
      underMemoryPressure: () => short,
    });
    await sessions.ensure('idle', undefined);
    machineClock += 20 * 60_000;
    await sessions.ensure('active', undefined);
    short = true;
    await sessions.ensure('active', undefined);
    expect(sessions.has('idle')).toBe(false);
    expect(sessions.has('active')).toBe(true);
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
