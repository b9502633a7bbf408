/**
 * Names and ids of the seeded data that tests, scenarios and handlers refer to. Everything else in
 * the seed may change shape; these stay put.
 */

/** Faker seed: every run of the seed yields identical data. */
export const SEED = 2026;

export const MENU_IDS = {
  /** The regular menu of most locations. */
  regular: 100,
  /** The regular menu of the expansion markets (TN, KY, WV, AL, MD): some products differ. */
  expansion: 101,
  /** The catering menu of every location. */
  catering: 200,
} as const;

export const LOCATION_IDS = {
  /** Charlotte, NC 28202: the first location, where the seeded cart and past orders are. */
  charlotteUptown: 1001,
  /** Charlotte, NC 28277: the demo member's second favourite. */
  charlotteBallantyne: 1002,
  /** Charlotte, NC 28203: open around the clock. */
  charlotteSouthEnd: 1003,
  /** Matthews, NC: closed every day of the week (temporarily closed), for "closed now". */
  matthewsClosed: 1006,
  /** Gastonia, NC: pickup only, no delivery (null radius). */
  gastoniaNoDelivery: 1007,
  /** Raleigh, NC: closed on Sundays. */
  raleighDowntown: 1008,
  /** Nashville, TN: expansion menu (101), Central time, open past midnight on weekends. */
  nashvilleGulch: 1038,
} as const;

/** Every location asks for catering a day ahead; the catering notice card quotes the same figure. */
export const CATERING_LEAD_MINUTES = 1440;

export const FIRST_LOCATION_ID = LOCATION_IDS.charlotteUptown;

/** Image group of the menu pictures (SPEC §3: 'mobile-webapp-menu'). */
export const MENU_IMAGE_GROUP = 'mobile-webapp-menu';

export const menuImagePath = (slug: string): string => `/images/menu/${slug}.webp`;

/** SKUs (same on every menu that sells the product) that tests and scenarios pick. */
export const SKUS = {
  cajunFiletBiscuit: 'CAJUN-FILET-BISCUIT',
  countryHamBiscuit: 'COUNTRY-HAM-BISCUIT',
  pimentoCheeseBiscuit: 'PIMENTO-CHEESE-BISCUIT',
  chickenSupremes: 'CHICKEN-SUPREMES',
  cajunFiletCombo: 'CAJUN-FILET-COMBO',
  smokedChickenSandwich: 'SMOKED-CHICKEN-SANDWICH',
  dirtyRice: 'DIRTY-RICE',
  bigFamilyMeal: 'FAMILY-MEAL-12',
  boBerryBiscuit: 'BO-BERRY-BISCUIT',
  sweetTea: 'SWEET-TEA',
  freeSweetTea: 'FREE-SWEET-TEA',
  cateringBigPartyPack: 'CATERING-PARTY-PACK-20',
  cateringSweetTeaGallon: 'CATERING-SWEET-TEA-GALLON',
  cateringBoBerryDozen: 'CATERING-BO-BERRY-DOZEN',
  cateringCookieTray: 'CATERING-COOKIE-TRAY',
} as const;

export const DEMO_ACCESS_TOKEN = 'demo-access-token';
export const DEMO_ORDERING_TOKEN = 'demo-ordering-token';
/** The auth provider whose tokens the client accepts (SPEC §3: others force a logout). */
export const ORDERING_PROVIDER = 'ordering';

/** The ready demo member: sign in with this e-mail and password. */
export const DEMO_MEMBER = {
  id: 5001,
  email: 'demo@example.com',
  password: 'Chicken123!',
  first_name: 'Bo',
  last_name: 'Whitfield',
  /** Stored with '+1' so that the client's normalisation (strip a leading 1 / +1) shows. */
  phone: '+17045550142',
} as const;

/** A second member, for "another member's data is not yours" checks. */
export const OTHER_MEMBER = {
  id: 5002,
  email: 'shelby.greene@example.com',
  password: 'Biscuits456!',
} as const;

/** Upsell group shown in the cart (SPEC §2). */
export const UPSELL_GROUP = 'Complete Your Order';

/**
 * The open order created by `seedDatabase(db, { cart: 'full' })`. Order ids are UUIDs (nobody can
 * count their way to someone else's order); the seeded ones are fixed so tests can name them.
 */
export const SEEDED_CART_ORDER_ID = 'c186a39e-d479-4422-9c4a-d9b10f687c80';

/** The demo member's submitted orders (oldest first). */
export const PAST_ORDER_IDS = [
  '3ada2304-35e3-4a30-b9a2-6698a7c6985e',
  '1947975c-fcf9-4739-a8a5-b81ef19a2a82',
  '906fa560-182b-46f9-9cf1-48fd57976089',
] as const;

/** An order id that no seeded or created order has: the "unknown order" of tests and the walk. */
export const UNKNOWN_ORDER_ID = 'a41f2066-8ee0-4e2e-9586-673af8f77945';

export const FAVORITE_ORDER_IDS = [301, 302] as const;
