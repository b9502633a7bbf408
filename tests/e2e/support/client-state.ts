import {
  DEMO_ACCESS_TOKEN,
  DEMO_MEMBER,
  DEMO_ORDERING_TOKEN,
  LOCATION_IDS,
  MENU_IDS,
  SEEDED_CART_ORDER_ID,
} from '../../../mocks/seed/constants.ts';
import { CHARLOTTE_UPTOWN } from '../../../src/testing/chosen-location.ts';

/**
 * Client state a browser starts from, as the stores persist it in localStorage. Plain data with no
 * Playwright in it: the e2e specs write it before a page loads, and `npm run budget` writes it
 * before Lighthouse scores the pages that need a location and an order.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** Store key → the persisted part of its state, and how long it stays valid. */
export type PersistedEntries = Record<string, { state: unknown; ttlMs?: number }>;

/** A chosen location with a street address longer than both truncation lengths. */
export const CHOSEN_LOCATION = CHARLOTTE_UPTOWN;

export const signedInDemoMember: PersistedEntries = {
  token: {
    state: {
      token: {
        access: DEMO_ACCESS_TOKEN,
        ordering: DEMO_ORDERING_TOKEN,
        memberId: DEMO_MEMBER.id,
        provider: 'ordering',
      },
      redirect: null,
    },
  },
};

export const chosenLocation: PersistedEntries = {
  location: { state: { location: CHOSEN_LOCATION }, ttlMs: DAY_MS },
};

/** The seeded cart of the full-cart scenarios (`SEEDED_CART_ORDER_ID` at Charlotte – Uptown) as the visitor's order. */
export const seededCart = (menuId: number = MENU_IDS.regular, created = new Date()): PersistedEntries => ({
  order: {
    state: {
      order: {
        id: SEEDED_CART_ORDER_ID,
        menu_id: menuId,
        location_id: LOCATION_IDS.charlotteUptown,
        created: created.toISOString(),
      },
    },
    ttlMs: DAY_MS,
  },
});

/** localStorage key → value, in the stores' envelope: `{ value: { state, version }, expires }`. */
export function storedEnvelopes(entries: PersistedEntries, now = Date.now()): Record<string, string> {
  return Object.fromEntries(
    Object.entries(entries).map(([key, { state, ttlMs }]) => [
      key,
      JSON.stringify({ value: { state, version: 0 }, expires: ttlMs === undefined ? null : now + ttlMs }),
    ]),
  );
}
