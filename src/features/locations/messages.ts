import { defineMessage, type MessageTag, type TypedMessageDescriptor } from 'react-intl';
import type { GeolocationFailure } from '../../lib/geolocation';

/** The copy of the location finder (SPEC §2 "/locations", §4 "Location dialog", §5 location inputs). */
export const messages = {
  modeNav: defineMessage({
    id: 'locations.mode.nav',
    defaultMessage: 'How would you like to get your order?',
    description: 'Name of the pickup / delivery switch of the location finder.',
  }),
  modePickup: defineMessage({ id: 'locations.mode.pickup', defaultMessage: 'Pickup' }),
  modeDelivery: defineMessage({ id: 'locations.mode.delivery', defaultMessage: 'Delivery' }),
  orderTypePickupText: defineMessage({
    id: 'locations.orderType.pickupText',
    defaultMessage: 'In the restaurant or at the curb, at a location near you.',
  }),
  orderTypeDeliveryText: defineMessage({
    id: 'locations.orderType.deliveryText',
    defaultMessage: 'Brought to your door from the nearest location that delivers.',
  }),
  orderTypeSwitching: defineMessage({
    id: 'locations.orderType.switching',
    defaultMessage: 'Changing your order to pickup…',
  }),

  searchForm: defineMessage({ id: 'locations.search.form', defaultMessage: 'Find a location' }),
  searchLabel: defineMessage({ id: 'locations.search.label', defaultMessage: 'Zip code or city and state' }),
  searchHint: defineMessage({
    id: 'locations.search.hint',
    defaultMessage: 'For example 28202 or Charlotte, NC',
  }),
  searchSubmit: defineMessage({ id: 'locations.search.submit', defaultMessage: 'Search' }),
  searchEmpty: defineMessage({
    id: 'locations.search.empty',
    defaultMessage: 'Enter a zip code or a city and state.',
  }),
  searchFormat: defineMessage({
    id: 'locations.search.format',
    defaultMessage: 'Enter a 5-digit zip code, or a city and state such as Charlotte, NC.',
  }),
  nearMe: defineMessage({ id: 'locations.nearMe', defaultMessage: 'Use my location' }),
  nearMeDenied: defineMessage({
    id: 'locations.nearMe.denied',
    defaultMessage:
      "Location access is turned off for this site. Allow it in your browser's settings, or search by zip code or city.",
  }),
  nearMeUnavailable: defineMessage({
    id: 'locations.nearMe.unavailable',
    defaultMessage: "We couldn't find where you are. Search by zip code or city instead.",
  }),
  nearMeTimeout: defineMessage({
    id: 'locations.nearMe.timeout',
    defaultMessage: 'Finding where you are took too long. Try again, or search by zip code or city.',
  }),
  nearMeUnsupported: defineMessage({
    id: 'locations.nearMe.unsupported',
    defaultMessage: "Your browser can't share your location. Search by zip code or city instead.",
  }),

  searching: defineMessage({ id: 'locations.results.searching', defaultMessage: 'Searching for locations…' }),
  resultsCount: defineMessage<{ count: number; place: string }>({
    id: 'locations.results.count',
    defaultMessage: '{count, plural, one {# location} other {# locations}} near {place}',
  }),
  resultsCountNearYou: defineMessage<{ count: number }>({
    id: 'locations.results.countNearYou',
    defaultMessage: '{count, plural, one {# location} other {# locations}} near you',
  }),
  /** SPEC §5: the location search's no-result text. */
  resultsNone: defineMessage({
    id: 'locations.results.none',
    defaultMessage: 'Oops! No elements found. Consider changing the search query.',
  }),
  resultsList: defineMessage({ id: 'locations.results.list', defaultMessage: 'Locations found' }),
  favouritesHeading: defineMessage({
    id: 'locations.favourites.heading',
    defaultMessage: 'Your favorite locations',
  }),
  favouritesList: defineMessage({
    id: 'locations.favourites.list',
    defaultMessage: 'Your favorite locations',
  }),

  hoursToday: defineMessage<{ open: string; close: string }>({
    id: 'locations.result.hoursToday',
    defaultMessage: 'Today: {open} – {close}',
  }),
  closedToday: defineMessage({ id: 'locations.result.closedToday', defaultMessage: 'Closed today' }),
  openAllDay: defineMessage({ id: 'locations.result.openAllDay', defaultMessage: 'Open 24 hours' }),
  openNow: defineMessage({ id: 'locations.result.openNow', defaultMessage: 'Open now' }),
  closedNow: defineMessage({ id: 'locations.result.closedNow', defaultMessage: 'Closed now' }),
  distance: defineMessage<{ distance: string }>({
    id: 'locations.result.distance',
    defaultMessage: '{distance} away',
  }),
  handoffModes: defineMessage<{ modes: string }>({
    id: 'locations.result.handoffModes',
    defaultMessage: 'Order for {modes}',
  }),
  handoffPickup: defineMessage({ id: 'locations.handoff.pickup', defaultMessage: 'pickup' }),
  handoffCurbside: defineMessage({ id: 'locations.handoff.curbside', defaultMessage: 'curbside' }),
  handoffDelivery: defineMessage({ id: 'locations.handoff.delivery', defaultMessage: 'delivery' }),
  notTakingOrders: defineMessage({
    id: 'locations.notTakingOrders',
    defaultMessage: 'Not taking orders',
    description: 'Instead of "Order here" on a restaurant closed every day of the week.',
  }),
  orderHere: defineMessage<{ name: string; hidden: MessageTag }>({
    id: 'locations.result.orderHere',
    defaultMessage: 'Order here<hidden> at {name}</hidden>',
    description: 'Button of one search result; the hidden part tells screen reader users which location.',
  }),
  directoryHeading: defineMessage({ id: 'locations.directory.heading', defaultMessage: 'All locations' }),
  directoryIntro: defineMessage({
    id: 'locations.directory.intro',
    defaultMessage: 'Every restaurant by state and city. Open a state to see its locations.',
  }),
  directoryState: defineMessage<{ state: string; count: number }>({
    id: 'locations.directory.state',
    defaultMessage: '{state} ({count, plural, one {# location} other {# locations}})',
    description: 'A collapsible state of the directory, e.g. "North Carolina (12 locations)".',
  }),
  favourite: defineMessage<{ name: string }>({
    id: 'locations.result.favourite',
    defaultMessage: 'Favorite {name}',
    description: 'Toggle button (pressed when the location is a favorite) with a heart icon.',
  }),

  notTransferred: defineMessage<{ count: number; name: string; items: string }>({
    id: 'locations.notTransferred',
    defaultMessage:
      "{count, plural, one {This item isn't} other {These items aren't}} on the menu at {name}, so {count, plural, one {it was} other {they were}} taken out of your order: {items}.",
  }),
  continueToMenu: defineMessage({ id: 'locations.continueToMenu', defaultMessage: 'Continue to the menu' }),
  continueToCheckout: defineMessage({
    id: 'locations.continueToCheckout',
    defaultMessage: 'Continue to checkout',
  }),

  deliveryHeading: defineMessage({
    id: 'locations.delivery.heading',
    defaultMessage: 'Where should we deliver?',
  }),
  deliveryStreet: defineMessage({ id: 'locations.delivery.street', defaultMessage: 'Street address' }),
  deliveryBuilding: defineMessage({
    id: 'locations.delivery.building',
    defaultMessage: 'Apartment, suite or building (optional)',
  }),
  deliveryCity: defineMessage({ id: 'locations.delivery.city', defaultMessage: 'City' }),
  deliveryState: defineMessage({ id: 'locations.delivery.state', defaultMessage: 'State' }),
  deliveryStateHint: defineMessage({
    id: 'locations.delivery.stateHint',
    defaultMessage: 'Two letters, such as NC',
  }),
  deliveryZip: defineMessage({ id: 'locations.delivery.zip', defaultMessage: 'Zip code' }),
  deliverySubmit: defineMessage({ id: 'locations.delivery.submit', defaultMessage: 'Deliver here' }),
  deliveryStreetMissing: defineMessage({
    id: 'locations.delivery.streetMissing',
    defaultMessage: 'Enter the street address.',
  }),
  deliveryCityMissing: defineMessage({
    id: 'locations.delivery.cityMissing',
    defaultMessage: 'Enter the city.',
  }),
  deliveryStateInvalid: defineMessage({
    id: 'locations.delivery.stateInvalid',
    defaultMessage: 'Enter the state as two letters, such as NC.',
  }),
  deliveryZipInvalid: defineMessage({
    id: 'locations.delivery.zipInvalid',
    defaultMessage: 'Enter a 5-digit zip code.',
  }),
  deliveryNoneFound: defineMessage({
    id: 'locations.delivery.noneFound',
    defaultMessage:
      'Sorry, none of our restaurants deliver to this address yet. Check the address, or order for pickup instead.',
  }),
  orderForPickup: defineMessage({
    id: 'locations.delivery.orderForPickup',
    defaultMessage: 'Order for pickup',
  }),
};

/** Why "near me" or NEAREST has no position, in words that say what to do instead. */
export const geolocationFailureMessages: Record<GeolocationFailure, TypedMessageDescriptor> = {
  denied: messages.nearMeDenied,
  unavailable: messages.nearMeUnavailable,
  timeout: messages.nearMeTimeout,
  unsupported: messages.nearMeUnsupported,
};
