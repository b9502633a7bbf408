import fc from 'fast-check';
import * as z from 'zod/mini';
import { storedText } from '../testing/stored-text-arbitrary';
import { COOKIE_NAMES, readCookie } from './cookies';
import { readDeviceId } from './device-id';
import { readPersisted } from './persisted-state';

const DAY = 24 * 60 * 60 * 1000;

describe('storage readers, fed whatever a storage may hold', () => {
  beforeEach(() => localStorage.clear());

  it('readPersisted never throws, and gives back only what passes its schema', () => {
    const schema = z.object({ id: z.number(), name: z.string() });
    fc.assert(
      fc.property(storedText(), fc.integer(), (raw, now) => {
        localStorage.setItem('location', raw);
        const value = readPersisted('location', schema, { now, ttlMs: DAY });
        expect(value === undefined || schema.safeParse(value).success).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('readDeviceId never throws, and always gives an id of the expected form', () => {
    fc.assert(
      fc.property(storedText(), (raw) => {
        localStorage.setItem('device-id', raw);
        expect(readDeviceId(localStorage)).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
      }),
      { numRuns: 50 },
    );
  });

  it('readCookie never throws, whatever document.cookie reads', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          storedText(),
          storedText().map((raw) => `location-confirmed=${raw}`),
        ),
        (cookie) => {
          const value = readCookie(COOKIE_NAMES.locationConfirmed, { cookie });
          expect(value === undefined || typeof value === 'string').toBe(true);
        },
      ),
      { numRuns: 50 },
    );
  });
});
