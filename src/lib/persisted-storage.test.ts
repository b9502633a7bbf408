import { z } from 'zod';
import { readPersisted, removePersisted, writePersisted } from './persisted-storage';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const start = Date.UTC(2026, 10, 1, 12);

const locationSchema = z.object({ id: z.number(), name: z.string() });
const southEnd = { id: 101, name: 'South End' };

/** A storage that refuses writes, as a full quota or Safari's old private mode does. */
function fullStorage(): Storage {
  const storage = Object.create(localStorage) as Storage;
  storage.setItem = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return storage;
}

describe('persisted storage', () => {
  beforeEach(() => localStorage.clear());

  it('reads back what it wrote', () => {
    expect(writePersisted('location', southEnd, { ttlMs: DAY, now: start })).toBe(true);

    expect(readPersisted('location', locationSchema, { now: start })).toEqual(southEnd);
  });

  it('keeps the location until just before its one-day expiry', () => {
    writePersisted('location', southEnd, { ttlMs: DAY, now: start });

    expect(readPersisted('location', locationSchema, { now: start + DAY - 1 })).toEqual(southEnd);
  });

  it('forgets the location once its day is up, and removes the key', () => {
    writePersisted('location', southEnd, { ttlMs: DAY, now: start });

    expect(readPersisted('location', locationSchema, { now: start + DAY })).toBeUndefined();
    expect(localStorage.getItem('location')).toBeNull();
  });

  it('forgets the menu after an hour', () => {
    writePersisted('menu', { id: 9001 }, { ttlMs: HOUR, now: start });

    expect(readPersisted('menu', z.object({ id: z.number() }), { now: start + HOUR })).toBeUndefined();
  });

  it('keeps a value written without a time to live', () => {
    writePersisted('language', 'es', { now: start });

    expect(readPersisted('language', z.enum(['en-US', 'es']), { now: start + 365 * DAY })).toBe('es');
  });

  it('returns undefined for a key that was never written', () => {
    expect(readPersisted('location', locationSchema)).toBeUndefined();
  });

  it.each([
    ['text that is not JSON', '{"value": {"id": 101'],
    ['a bare value from an older version of the site', JSON.stringify(southEnd)],
    ['an envelope without an expiry', JSON.stringify({ value: southEnd })],
    ['an expiry that is not a number', JSON.stringify({ value: southEnd, expires: 'tomorrow' })],
    ['JSON null', 'null'],
  ])('drops %s without throwing', (_case, raw) => {
    localStorage.setItem('location', raw);

    expect(readPersisted('location', locationSchema, { now: start })).toBeUndefined();
    expect(localStorage.getItem('location')).toBeNull();
  });

  it('drops a value of the wrong shape, such as one another app left under the same key', () => {
    writePersisted('location', { id: '101', title: 'South End' }, { ttlMs: DAY, now: start });

    expect(readPersisted('location', locationSchema, { now: start })).toBeUndefined();
    expect(localStorage.getItem('location')).toBeNull();
  });

  it('returns the value as the schema parses it', () => {
    writePersisted('location', { ...southEnd, extra: true }, { ttlMs: DAY, now: start });

    expect(readPersisted('location', locationSchema, { now: start })).toEqual(southEnd);
  });

  it('reports a write the browser refuses instead of throwing', () => {
    expect(writePersisted('location', southEnd, { ttlMs: DAY, storage: fullStorage() })).toBe(false);
  });

  it('reports a value that cannot be stored instead of throwing', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;

    expect(writePersisted('location', circular)).toBe(false);
  });

  it('does nothing when the browser offers no storage at all', () => {
    expect(writePersisted('location', southEnd, { storage: null })).toBe(false);
    expect(readPersisted('location', locationSchema, { storage: null })).toBeUndefined();
    expect(() => removePersisted('location', { storage: null })).not.toThrow();
  });

  it('removes a key on request', () => {
    writePersisted('location', southEnd);
    removePersisted('location');

    expect(localStorage.getItem('location')).toBeNull();
  });
});
