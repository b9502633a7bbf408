/** SPEC §9 numbers and the storage keys (SPEC §4) of the client state (`src/stores`). */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** SPEC §4/§9: the chosen location is kept for one day. */
export const LOCATION_TTL_MS = DAY_MS;
/** SPEC §4/§9: a menu is kept for one hour (the menu queries' stale time). */
export const MENU_TTL_MS = HOUR_MS;
/** SPEC §4/§9: the order reference is kept for one day… */
export const ORDER_TTL_MS = DAY_MS;
/** …and discarded on start-up once the order was created more than 48 hours ago. */
export const ORDER_MAX_AGE_MS = 48 * HOUR_MS;

/** SPEC §3: a signed-in token from any other auth provider forces a logout. */
export const ORDERING_PROVIDER = 'ordering';
/** SPEC §4 "Session": after sign-in or sign-up without a stored redirect. */
export const AFTER_SIGN_IN_PATH = '/account';

/** SPEC §1: the catering channel runs on a host whose name contains this, or on the dev port below. */
export const CATERING_HOST_MARKER = 'catering';
export const CATERING_DEV_PORT = '2001';

/** SPEC §3/§9. */
export const SANDWICH_ID = 425789;

/** SPEC §4 "Local persistence": one localStorage key per persisted store. */
export const STORAGE_KEYS = {
  session: 'token',
  location: 'location',
  order: 'order',
  preferences: 'app-state',
  expansionMarket: 'expansion-markets',
  /** Server answers kept across visits (src/app/stored-queries): the menu last shown, for an hour… */
  menu: 'menu',
  /** …and the signed-in member's profile and wallet offers, until sign-out. */
  user: 'user',
  offers: 'offers',
  /** The submit of the order whose outcome is not known yet (its idempotency key and body). */
  submitIntent: 'submit-intent',
} as const;

/**
 * What lives only as long as the tab, in sessionStorage (design choice, not SPEC §4): the `state` a
 * single sign-on started with, checked when the identity provider sends the member back; and what a
 * customer typed at checkout, with their choice to go on as a guest, so a reload keeps them.
 */
export const SESSION_STORAGE_KEYS = {
  ssoState: 'sso-state',
  checkoutDraft: 'checkout-draft',
  guestCheckout: 'guest-checkout',
} as const;

/** Design choice: a sign-in at the identity provider that takes longer than this starts again. */
export const SSO_STATE_TTL_MS = 10 * 60 * 1000;
