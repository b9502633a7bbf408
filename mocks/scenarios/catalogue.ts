import { XSS_PAYLOADS } from '../seed/xss-payloads';
import type { Scenario } from './scenario';

const serverError = (message: string, status = 500) => ({
  kind: 'error' as const,
  status,
  body: [{ message }],
});

/**
 * Every scenario, by name. The first rows set up data; the rest reproduce each SPEC §8 row that
 * involves the server. Coupon outcomes need no fault: the seeded codes reach each of them.
 */
export const scenarios: readonly Scenario[] = [
  {
    name: 'default',
    description: 'Guest, empty cart, default channel: the seeded backend with no faults.',
    steps: 'Open the site.',
    seed: {},
  },
  {
    name: 'member',
    description: 'The demo member is signed in; empty cart.',
    steps: 'Open the site with ?scenario=member; the API accepts the demo access token.',
    seed: { signedIn: true },
  },
  {
    name: 'member-full-cart',
    description: 'The demo member is signed in with a cart of several lines.',
    steps: 'Open the site with ?scenario=member-full-cart and open the cart.',
    seed: { signedIn: true, cart: 'full' },
  },
  {
    name: 'guest-full-cart',
    description: 'A guest with a cart of several lines.',
    steps: 'Open the site with ?scenario=guest-full-cart and open the cart.',
    seed: { cart: 'full' },
  },
  {
    name: 'catering',
    description: 'Catering channel cart (total above the 150 catering minimum).',
    steps: 'Open the catering site (port 2001) with ?scenario=catering.',
    seed: { cart: 'full', channel: 'catering' },
  },
  {
    name: 'member-catering',
    description:
      'The demo member is signed in with the catering cart (total above the 150 catering minimum).',
    steps:
      'Open the catering site (port 2001) with ?scenario=member-catering and sign in as the demo member.',
    seed: { signedIn: true, cart: 'full', channel: 'catering' },
  },
  {
    name: 'slow-network',
    description: 'Every API answer takes 2 seconds (loading states, progress indicator, double clicks).',
    steps: 'Open any page with ?scenario=slow-network.',
    seed: { cart: 'full' },
    latencyMs: 2000,
  },
  {
    name: 'offline',
    description: 'Every API call fails with a network error.',
    specRow: 'Request errors generally (none: "Connection issue. Please try again.")',
    steps:
      'Open any page with ?scenario=offline: every failing call shows "Connection issue. Please try again."',
    seed: {},
    faults: { '*': { kind: 'network-error' } },
  },
  {
    name: 'token-revoked',
    description: "The server has revoked the member's session: every call that carries a token answers 401.",
    steps:
      'Sign in, add to the cart, then open any page with ?scenario=token-revoked: the site signs out here, keeps the cart and asks to sign in again.',
    seed: { signedIn: true, cart: 'full' },
    faults: { '*': { kind: 'token-refused' } },
  },
  {
    name: 'errors-array-of-strings',
    description: 'Every call fails with an array of strings.',
    specRow: 'Request errors generally (array of strings)',
    steps: 'Open any page with ?scenario=errors-array-of-strings.',
    seed: { cart: 'full' },
    faults: {
      '*': { kind: 'error', status: 500, body: ['The kitchen is offline.', 'Please try again soon.'] },
    },
  },
  {
    name: 'errors-single-object',
    description: 'Every call fails with a single {message}.',
    specRow: 'Request errors generally (single object)',
    steps: 'Open any page with ?scenario=errors-single-object.',
    seed: { cart: 'full' },
    faults: { '*': { kind: 'error', status: 500, body: { message: 'The ordering service is down.' } } },
  },
  {
    name: 'errors-malformed',
    description: 'Every call answers 200 with a body that is not JSON.',
    specRow: 'Request errors generally (malformed response)',
    steps: 'Open any page with ?scenario=errors-malformed.',
    seed: { cart: 'full' },
    faults: { '*': { kind: 'malformed' } },
  },
  {
    name: 'malformed-everything',
    description:
      'Every call answers 200 with JSON of the wrong shape ({}): the client refuses each answer, and every page still renders with a message.',
    specRow: 'Request errors generally (none: "Connection issue. Please try again.")',
    steps:
      'Open any page with ?scenario=malformed-everything: the header and footer stay, the page shows its heading or "Connection issue. Please try again.", and the console names each operation and the failing path.',
    seed: { signedIn: true, cart: 'full' },
    faults: { '*': { kind: 'wrong-shape' } },
  },
  {
    name: 'errors-timeout',
    description: 'Every call hangs until the client gives up.',
    steps: 'Open any page with ?scenario=errors-timeout.',
    seed: {},
    faults: { '*': { kind: 'timeout' } },
  },
  {
    name: 'promo-rejected',
    description: 'Applying any promo code fails with "[200] Code is invalid".',
    specRow: "Promo rejected / '[200] Code is invalid' → 'Error: Invalid promo code.'",
    steps: 'Open the cart with ?scenario=promo-rejected and apply any code.',
    seed: { cart: 'full' },
    faults: { applyOrderCoupon: serverError('[200] Code is invalid', 400) },
  },
  {
    name: 'promo-empty-at-server',
    description:
      'The server finds no code in any promo code it is sent ("Coupon code cannot be empty."), as it would after stripping characters it does not accept; the site only refuses an empty box itself.',
    specRow: "'Coupon code cannot be empty.' → 'Error: Promo code cannot be empty.'",
    steps: 'Open the cart with ?scenario=promo-empty-at-server and apply any code.',
    seed: { cart: 'full' },
    faults: { applyOrderCoupon: serverError('Coupon code cannot be empty.', 400) },
  },
  {
    name: 'offer-apply-fails',
    description: 'Applying or removing a wallet offer fails.',
    specRow: "Offer apply/remove failure → 'Error: ' plus the first error",
    steps: 'Sign in (scenario signs the demo member in), open the cart, press Apply on an offer.',
    seed: { signedIn: true, cart: 'full' },
    faults: {
      applyOrderRewards: serverError('This reward cannot be used right now.', 400),
      removeOrderReward: serverError('This reward cannot be removed right now.'),
    },
  },
  {
    name: 'offer-remove-fails',
    description: 'Removing an applied wallet offer fails (applying it works).',
    specRow: "Offer apply/remove failure → 'Error: ' plus the first error",
    steps: 'Sign in (scenario signs the demo member in), open the cart, Apply an offer, then Remove it.',
    seed: { signedIn: true, cart: 'full' },
    faults: { removeOrderReward: serverError('This reward cannot be removed right now.') },
  },
  {
    name: 'upsell-add-fails',
    description: 'Adding an upsell (or any product) to the cart fails.',
    specRow: "Upsell add failure → 'Error adding to cart'",
    steps: 'Open the cart with ?scenario=upsell-add-fails and add an item under "Complete Your Order".',
    seed: { cart: 'full' },
    faults: { addOrderProducts: serverError('Product could not be added.') },
  },
  {
    name: 'donation-fails',
    description: 'Updating the round-up donation fails with a server message.',
    specRow: 'Donation update failure → the server message is stored',
    steps: 'Go to checkout with ?scenario=donation-fails and tick the round-up donation.',
    seed: { cart: 'full' },
    faults: { setOrderDonations: serverError('Donations are not available at this location.', 400) },
  },
  {
    name: 'wallet-offers-fail',
    description: 'Loading the wallet offers fails (the cart logs it and shows no offers).',
    specRow: 'Wallet offers fail to load → logged only',
    steps: 'Open the cart as the signed-in demo member with ?scenario=wallet-offers-fail.',
    seed: { signedIn: true, cart: 'full' },
    faults: { listOrderRewards: serverError('Rewards service unavailable.') },
  },
  {
    name: 'offers-lookup-fails',
    description: 'The member offers call fails (treated as status 400, nothing shown).',
    specRow: 'Offers lookup failure → silently treated as status 400',
    steps: 'Open /offers as the signed-in demo member with ?scenario=offers-lookup-fails.',
    seed: { signedIn: true },
    faults: { listMemberOffers: { kind: 'network-error' } },
  },
  {
    name: 'cart-update-fails',
    description: 'Changing a quantity, removing a line or validating the cart fails (logged only).',
    specRow: 'Cart update, remove and validate failures → logged only',
    steps: 'Open the cart with ?scenario=cart-update-fails and change a quantity or remove a line.',
    seed: { cart: 'full' },
    faults: {
      updateOrderProducts: serverError('Cart update failed.'),
      removeOrderProduct: serverError('Cart update failed.'),
      validateOrder: serverError('Validation failed.'),
    },
  },
  {
    name: 'cart-validate-fails',
    description: 'Re-validating the cart after a line is removed fails (the removal works; logged only).',
    specRow: 'Cart update, remove and validate failures → logged only',
    steps: 'Open the cart with ?scenario=cart-validate-fails and remove a line with its trash button.',
    seed: { cart: 'full' },
    faults: { validateOrder: serverError('Validation failed.') },
  },
  {
    name: 'signup-fails',
    description: 'Creating an account fails.',
    specRow: 'Sign-up failure → logged and returned',
    steps: 'Open /account/signup with ?scenario=signup-fails and submit the form.',
    seed: {},
    faults: { createMember: serverError('We could not create your account right now.') },
  },
  {
    name: 'login-fails',
    description: 'Signing in fails with a server error.',
    specRow: 'Login failure → logged and returned',
    steps: 'Open /account/login with ?scenario=login-fails and sign in as the demo member.',
    seed: {},
    faults: { signInMember: serverError('Sign-in is unavailable right now.') },
  },
  {
    name: 'find-location-fails',
    description: 'Searching for locations fails.',
    specRow: 'Find-location failure → logged and returned',
    steps: 'Open /locations with ?scenario=find-location-fails and search a zip.',
    seed: {},
    faults: {
      searchLocations: serverError('Location search is unavailable.'),
      findDeliveryLocations: serverError('Location search is unavailable.'),
    },
  },
  {
    name: 'route-error',
    description:
      'Loading a menu fails with 503 Service Unavailable, so the page shows the error page with status 503 (not the 500 it falls back to).',
    specRow: 'Route-change error → status from the response; error page',
    steps: 'Open /menu with ?scenario=route-error after choosing a location.',
    seed: { cart: 'full' },
    faults: { getMenu: serverError('Service unavailable.', 503) },
  },
  {
    name: 'time-setting-fails',
    description: 'Setting the order time fails.',
    specRow: 'Failed time setting → logged and rethrown',
    steps: 'Go to checkout with ?scenario=time-setting-fails and choose a scheduled time.',
    seed: { cart: 'full' },
    faults: { setOrderTime: serverError('The restaurant is closed at the selected time.', 422) },
  },
  {
    name: 'slot-taken-at-submit',
    description:
      'The scheduled time is taken by other orders between choosing it and placing the order: submit answers 422 and the times no longer offer it.',
    specRow: 'Failed time setting → logged and rethrown',
    steps:
      'Sign in (the scenario signs the demo member in), go to checkout, schedule for a time and place the order.',
    seed: { signedIn: true, cart: 'full' },
    slotTakenAtSubmit: true,
  },
  {
    name: 'submit-held',
    description:
      'The demo member is signed in with a full cart; each submit waits 10 seconds before the server handles it, so a retry can race the first attempt (Escape, reload, place again while it is pending).',
    steps:
      'Open checkout with ?scenario=submit-held, press Place order and Place Order, reload at once and place the order again: one order is placed and confirmed.',
    seed: { signedIn: true, cart: 'full' },
    faults: { submitOrder: { kind: 'held', ms: 10_000 } },
  },
  {
    name: 'form-submit-fails',
    description: 'Contact and site forms fail with a server error text.',
    specRow: "Form submit failure → server's error text shown",
    steps: 'Submit the contact form with ?scenario=form-submit-fails.',
    seed: {},
    faults: {
      submitForm: serverError('Our form service is down. Please call the restaurant.'),
      submitContact: serverError('Our form service is down. Please call the restaurant.'),
      subscribeEclub: serverError('Our form service is down. Please call the restaurant.'),
    },
  },
  {
    name: 'hostile-text',
    description:
      'The location search answers 400 with 60 cross-site scripting payloads as its messages (mocks/seed/xss-payloads.ts).',
    steps:
      'Search for a location with ?scenario=hostile-text: every payload shows as plain text, no dialog opens and no script runs.',
    seed: {},
    faults: { searchLocations: { kind: 'error', status: 400, body: [...XSS_PAYLOADS] } },
  },
  {
    name: 'site-data-broken',
    description:
      'Every site data file (/_data/*.json) is broken in one of four ways; the site shows its built-in copy and logs a warning naming the file. The demo member is signed in.',
    steps:
      'Open /order/confirm?id=3ada2304-35e3-4a30-b9a2-6698a7c6985e with ?scenario=site-data-broken: the status reads "Completed" (built-in), not the file\'s "Order complete"; the console names each broken file.',
    seed: { signedIn: true },
    brokenSiteData: {
      'order-statuses': 'off-contract',
      'navigation-default': 'not-found',
      'navigation-catering': 'server-error',
      categories: 'network-error',
      locations: 'off-contract',
      products: 'not-found',
      'top-banner': 'server-error',
    },
  },
];

export const DEFAULT_SCENARIO = 'default';

export const findScenario = (name: string | null | undefined): Scenario | undefined =>
  scenarios.find((scenario) => scenario.name === name);
