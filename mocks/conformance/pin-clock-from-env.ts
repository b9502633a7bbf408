import { pinClock } from '../clock';

/**
 * Preloaded into the standalone mock server by `api:conformance --start-mock` and by the e2e run
 * (`tsx --import ./mocks/conformance/pin-clock-from-env.ts mocks/server.ts`): pins the mock clock
 * to `MOCK_NOW`, so that opening hours, ready times and offer expiry do not depend on when CI runs.
 */
const pinnedAt = process.env.MOCK_NOW;
if (pinnedAt) {
  if (Number.isNaN(Date.parse(pinnedAt))) throw new Error(`MOCK_NOW is not a date: ${pinnedAt}`);
  pinClock(pinnedAt);
}
