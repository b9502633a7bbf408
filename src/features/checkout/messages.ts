import { defineMessage, defineMessages } from 'react-intl';

/** Copy of the checkout (messages without placeholders), the 'Are these details correct?' dialog and the order confirmation. */
const plainMessages = defineMessages({
  emptyOrder: { id: 'checkout.emptyOrder', defaultMessage: 'Your cart is empty' },
  backToMenu: { id: 'checkout.backToMenu', defaultMessage: 'Start an order' },
  loading: { id: 'checkout.loading', defaultMessage: 'Loading your order…' },
  handoffHeading: { id: 'checkout.handoff.heading', defaultMessage: 'How would you like to get your order?' },
  handoffPickup: { id: 'checkout.handoff.pickup', defaultMessage: 'In-Store pickup' },
  handoffCurbside: { id: 'checkout.handoff.curbside', defaultMessage: 'Curbside pickup' },
  handoffDelivery: { id: 'checkout.handoff.delivery', defaultMessage: 'Delivery' },
  vehicleMake: { id: 'checkout.vehicle.make', defaultMessage: 'Vehicle make' },
  vehicleModel: { id: 'checkout.vehicle.model', defaultMessage: 'Vehicle model' },
  vehicleColor: { id: 'checkout.vehicle.color', defaultMessage: 'Vehicle color' },
  savedAddress: { id: 'checkout.address.saved', defaultMessage: 'Saved address' },
  otherAddress: { id: 'checkout.address.other', defaultMessage: 'A different address' },
  street: { id: 'checkout.address.street', defaultMessage: 'Street address' },
  building: { id: 'checkout.address.building', defaultMessage: 'Apartment, suite or building (optional)' },
  city: { id: 'checkout.address.city', defaultMessage: 'City' },
  zip: { id: 'checkout.address.zip', defaultMessage: 'Zip code' },
  instructions: { id: 'checkout.address.instructions', defaultMessage: 'Delivery instructions (optional)' },
  contactHeading: { id: 'checkout.contact.heading', defaultMessage: 'Contact details' },
  firstName: { id: 'checkout.contact.firstName', defaultMessage: 'First name' },
  lastName: { id: 'checkout.contact.lastName', defaultMessage: 'Last name' },
  email: { id: 'checkout.contact.email', defaultMessage: 'Email' },
  phone: { id: 'checkout.contact.phone', defaultMessage: 'Phone' },
  requiredField: { id: 'checkout.contact.required', defaultMessage: 'This field is required.' },
  invalidEmail: {
    id: 'checkout.contact.invalidEmail',
    defaultMessage: 'Please enter a valid email address.',
  },
  invalidPhone: {
    id: 'checkout.contact.invalidPhone',
    defaultMessage: 'Please enter a 10-digit phone number.',
  },
  invalidZip: { id: 'checkout.contact.invalidZip', defaultMessage: 'Please enter a 5-digit zip code.' },
  timeHeading: { id: 'checkout.time.heading', defaultMessage: 'When would you like it?' },
  timeAsap: { id: 'checkout.time.asap', defaultMessage: 'As soon as possible' },
  timeScheduled: { id: 'checkout.time.scheduled', defaultMessage: 'Schedule for later' },
  timeSlot: { id: 'checkout.time.slot', defaultMessage: 'Time' },
  timeChoose: { id: 'checkout.time.choose', defaultMessage: 'Choose a time' },
  timeNoSlots: { id: 'checkout.time.noSlots', defaultMessage: 'No times are available.' },
  timeNotTakingOrders: {
    id: 'checkout.time.notTakingOrders',
    defaultMessage: 'This restaurant is not taking orders right now. Please choose another location.',
    description: 'Neither ASAP nor any later time can be ordered at this restaurant.',
  },
  timeAsapCutoff: {
    id: 'checkout.time.asapCutoff',
    defaultMessage:
      'Some items in your order are served from 10:30 AM. Please schedule it for 10:30 AM or later.',
    description: 'SPEC 10:30 rule: why ASAP cannot be chosen, and what to do instead.',
  },
  timeAsapClosed: {
    id: 'checkout.time.asapClosed',
    defaultMessage: 'The restaurant is closed right now. Please schedule your order for later.',
    description: 'Why ASAP cannot be chosen while the restaurant is closed.',
  },
  timeAsapClosing: {
    id: 'checkout.time.asapClosing',
    defaultMessage:
      'The restaurant closes before an order placed now would be ready. Please schedule your order for later.',
    description: 'Why ASAP cannot be chosen when the order would be ready after closing.',
  },
  timeRequired: {
    id: 'checkout.time.required',
    defaultMessage: 'Please choose a time for your order.',
    description: 'Shown beside the time picker when Schedule for later is ticked and no time is chosen.',
  },
  today: { id: 'checkout.time.today', defaultMessage: 'Today' },
  tipHeading: { id: 'checkout.tip.heading', defaultMessage: 'Tip' },
  tipNone: { id: 'checkout.tip.none', defaultMessage: 'No tip' },
  tipCustom: { id: 'checkout.tip.custom', defaultMessage: 'Custom tip (USD)' },
  tipApply: { id: 'checkout.tip.apply', defaultMessage: 'Apply tip' },
  tipInvalid: { id: 'checkout.tip.invalid', defaultMessage: 'Please enter an amount such as 2.50.' },
  totalsHeading: { id: 'checkout.totals.heading', defaultMessage: 'Order summary' },
  subtotal: { id: 'checkout.totals.subtotal', defaultMessage: 'Subtotal' },
  discount: { id: 'checkout.totals.discount', defaultMessage: 'Discount' },
  deliveryFee: { id: 'checkout.totals.deliveryFee', defaultMessage: 'Delivery fee' },
  fees: { id: 'checkout.totals.fees', defaultMessage: 'Fees' },
  tax: { id: 'checkout.totals.tax', defaultMessage: 'Tax' },
  tip: { id: 'checkout.totals.tip', defaultMessage: 'Tip' },
  donations: { id: 'checkout.totals.donations', defaultMessage: 'Donations' },
  total: { id: 'checkout.totals.total', defaultMessage: 'Total' },
  paymentHeading: { id: 'checkout.payment.heading', defaultMessage: 'Payment' },
  noSavedCards: { id: 'checkout.payment.noSavedCards', defaultMessage: 'You have no saved cards.' },
  chooseCard: { id: 'checkout.payment.chooseCard', defaultMessage: 'Please choose a card.' },
  newCard: { id: 'checkout.payment.newCard', defaultMessage: 'Use a new card' },
  saveCard: { id: 'checkout.payment.saveCard', defaultMessage: 'Save this card to my account' },
  cardFormTitle: { id: 'checkout.payment.cardFormTitle', defaultMessage: 'Card details' },
  cardFormLoading: {
    id: 'checkout.payment.cardFormLoading',
    defaultMessage: 'The card form is still loading. Please try again.',
  },
  cardFormUnavailable: {
    id: 'checkout.payment.cardFormUnavailable',
    defaultMessage: 'Paying with a new card is not available right now.',
  },
  checkCard: { id: 'checkout.payment.checkCard', defaultMessage: 'Please check your card details.' },
  appPaymentHeading: { id: 'appPayment.heading', defaultMessage: 'Enter your card' },
  appPaymentContinue: { id: 'appPayment.continue', defaultMessage: 'Use this card' },
  appPaymentNoOrder: {
    id: 'appPayment.noOrder',
    defaultMessage: 'This page needs an order. Please go back to the app and try again.',
  },
  accountHeading: { id: 'checkout.account.heading', defaultMessage: 'Sign in or continue as a guest' },
  signIn: { id: 'checkout.account.signIn', defaultMessage: 'Sign in' },
  continueAsGuest: { id: 'checkout.account.guest', defaultMessage: 'Continue as guest' },
  guestChosen: { id: 'checkout.account.guestChosen', defaultMessage: 'You are checking out as a guest.' },
  placeOrder: { id: 'checkout.placeOrder', defaultMessage: 'Place order' },
  accountChoiceNeeded: {
    id: 'checkout.account.choiceNeeded',
    defaultMessage: 'Choose “Sign in” or “Continue as guest” above before you place your order.',
  },
  fixErrors: { id: 'checkout.fixErrors', defaultMessage: 'Please correct the highlighted fields.' },
  confirmTitle: { id: 'checkout.confirm.title', defaultMessage: 'Are these details correct?' },
  pickupTime: { id: 'checkout.confirm.pickupTime', defaultMessage: 'Pickup Time:' },
  confirmDisclaimer: {
    id: 'checkout.confirm.disclaimer',
    defaultMessage:
      'By confirming, the location, time and date of your delivery or pickup are final. Refunds for an order placed for the wrong location or time are at the discretion of the restaurant.',
  },
  confirmPlaceOrder: { id: 'checkout.confirm.placeOrder', defaultMessage: 'Place Order' },
  confirmReturn: { id: 'checkout.confirm.return', defaultMessage: 'Return to checkout' },
  statusLabel: { id: 'orderConfirm.statusLabel', defaultMessage: 'Status:' },
  statusReceived: { id: 'orderConfirm.status.received', defaultMessage: 'Received' },
  statusInProgress: { id: 'orderConfirm.status.inProgress', defaultMessage: 'Being prepared' },
  statusReady: { id: 'orderConfirm.status.ready', defaultMessage: 'Ready' },
  statusOutForDelivery: { id: 'orderConfirm.status.outForDelivery', defaultMessage: 'Out for delivery' },
  statusCompleted: { id: 'orderConfirm.status.completed', defaultMessage: 'Completed' },
  statusCancelled: { id: 'orderConfirm.status.cancelled', defaultMessage: 'Cancelled' },
  itemsHeading: { id: 'orderConfirm.itemsHeading', defaultMessage: 'Your items' },
  imHere: { id: 'orderConfirm.imHere', defaultMessage: "I'm here" },
  arrived: {
    id: 'orderConfirm.arrived',
    defaultMessage: "Thanks! We've let the restaurant know you're here.",
  },
  orderNotFound: { id: 'orderConfirm.notFound', defaultMessage: 'We could not find this order.' },
});

/** Every checkout message; the ones with placeholders are typed with their values. */
export const messages = {
  ...plainMessages,
  timeAsapLeadTime: defineMessage<{ hours: number }>({
    id: 'checkout.time.asapLeadTime',
    defaultMessage:
      'Catering orders must be placed at least {hours, plural, one {# hour} other {# hours}} ahead. Please schedule your order.',
    description: 'Why ASAP cannot be chosen on a catering order: the location asks for a lead time.',
  }),
  tipPercent: defineMessage<{ percent: number }>({
    id: 'checkout.tip.percent',
    defaultMessage: '{percent}%',
  }),
  donation: defineMessage<{ amount: string }>({
    id: 'checkout.donation.label',
    defaultMessage: 'Round up my order for the Foundation ({amount})',
  }),
  cateringMinimum: defineMessage<{ minimum: string }>({
    id: 'checkout.cateringMinimum',
    defaultMessage: 'Catering delivery orders need a total of at least {minimum}.',
  }),
  appPaymentReady: defineMessage<{ brand: string; suffix: string }>({
    id: 'appPayment.ready',
    defaultMessage: '{brand} ending in {suffix} is ready. Return to the app to place your order.',
  }),
  savedCard: defineMessage<{ brand: string; suffix: string }>({
    id: 'checkout.payment.savedCard',
    defaultMessage: '{brand} ending in {suffix}',
  }),
  confirmCurbside: defineMessage<{ location: string }>({
    id: 'checkout.confirm.curbside',
    defaultMessage: 'Curbside pickup at {location}',
  }),
  confirmPickup: defineMessage<{ location: string }>({
    id: 'checkout.confirm.pickup',
    defaultMessage: 'In-Store pickup at {location}',
  }),
  confirmDelivery: defineMessage<{ address: string }>({
    id: 'checkout.confirm.delivery',
    defaultMessage: 'Delivery to {address}',
  }),
  confirmedNumber: defineMessage<{ number: string }>({
    id: 'orderConfirm.number',
    defaultMessage: 'Order number {number}',
  }),
  lineQuantity: defineMessage<{ quantity: number; name: string }>({
    id: 'orderConfirm.lineQuantity',
    defaultMessage: '{quantity} × {name}',
  }),
};

export type PlainMessageKey = keyof typeof plainMessages;
