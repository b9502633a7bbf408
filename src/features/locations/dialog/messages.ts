import { defineMessage } from 'react-intl';

/** SPEC §2 "Location confirmation dialog": its copy, word for word where the SPEC gives it. */
export const dialogMessages = {
  headingPickup: defineMessage({
    id: 'locations.dialog.headingPickup',
    defaultMessage: 'WHERE WOULD YOU LIKE TO ORDER FROM?',
  }),
  headingDelivery: defineMessage({ id: 'locations.dialog.headingDelivery', defaultMessage: 'ORDER TO?' }),
  pickupChoices: defineMessage({
    id: 'locations.dialog.pickupChoices',
    defaultMessage: 'Location to order from',
  }),
  deliveryChoices: defineMessage({
    id: 'locations.dialog.deliveryChoices',
    defaultMessage: 'Your saved delivery addresses',
  }),
  recent: defineMessage({ id: 'locations.dialog.recent', defaultMessage: 'RECENT' }),
  nearest: defineMessage({ id: 'locations.dialog.nearest', defaultMessage: 'NEAREST' }),
  nearestHint: defineMessage({
    id: 'locations.dialog.nearestHint',
    defaultMessage: 'The location closest to you, found with your browser’s location.',
  }),
  findingNearest: defineMessage({
    id: 'locations.dialog.findingNearest',
    defaultMessage: 'Finding the location nearest you…',
  }),
  nearestNone: defineMessage({
    id: 'locations.dialog.nearestNone',
    defaultMessage: 'There is no location near you yet.',
  }),
  noRecent: defineMessage({
    id: 'locations.dialog.noRecent',
    defaultMessage: 'You have not chosen a location yet.',
  }),
  noSavedAddresses: defineMessage({
    id: 'locations.dialog.noSavedAddresses',
    defaultMessage: 'You have no saved delivery addresses yet.',
  }),
  dontShowAgain: defineMessage({
    id: 'locations.dialog.dontShowAgain',
    defaultMessage: 'Don’t show me this again',
  }),
  changeLocation: defineMessage({ id: 'locations.dialog.changeLocation', defaultMessage: 'Change Location' }),
  newAddress: defineMessage({ id: 'locations.dialog.newAddress', defaultMessage: 'New Address' }),
  continue: defineMessage({ id: 'locations.dialog.continue', defaultMessage: 'Continue' }),
};
