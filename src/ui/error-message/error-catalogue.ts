import { defineMessage, defineMessages } from 'react-intl';

/*
 * SPEC §8, the error catalogue: each condition a failure can meet, by a typed name, to the words
 * the site shows for it. The English is the SPEC's copy; Spanish sits under the same id in
 * src/i18n/messages/es.json. Its first part, the words a page may need before its own code has
 * loaded (a failed call without a message, the error page), is start-failure-messages.ts: code
 * loaded at start imports that file, as importing this one would bring every table below into the
 * start JavaScript.
 */

/** A bot-check that gave no token: the form was never sent. */
export const botCheckFailed = defineMessage({
  id: 'errors.botCheck',
  defaultMessage: 'We could not check that you are a person. Please reload the page and try again.',
});

/**
 * The contract's error codes (`ErrorMessage.code`) the site words itself, in English as the server
 * does. The contract lists the codes in prose (`code` is a free string), so their names are typed
 * here; a code missing from this table shows the server's `message`.
 */
export const serverCodeMessages = defineMessages({
  email_taken: {
    id: 'serverErrors.emailTaken',
    defaultMessage: 'An account with this email already exists.',
  },
  invalid_credentials: {
    id: 'serverErrors.invalidCredentials',
    defaultMessage: 'The e-mail or password is incorrect.',
  },
  sso_code_invalid: {
    id: 'serverErrors.ssoCodeInvalid',
    defaultMessage: 'Your sign-in link has expired. Please sign in again.',
  },
  wrong_current_password: {
    id: 'serverErrors.wrongCurrentPassword',
    defaultMessage: 'Your current password is incorrect.',
  },
  same_password: {
    id: 'serverErrors.samePassword',
    defaultMessage: 'Your new password must be different from your current password.',
  },
  reset_token_invalid: {
    id: 'serverErrors.resetTokenInvalid',
    defaultMessage: 'This password reset link is invalid or has expired.',
  },
  sign_in_locked: {
    id: 'serverErrors.signInLocked',
    defaultMessage: 'Too many incorrect attempts. Please try again in 15 minutes.',
  },
  // A guest adding or ordering a reward item; the product page says the same before any call.
  members_only: {
    id: 'serverErrors.membersOnly',
    defaultMessage: 'This item is for rewards members. Sign in to add it to your order.',
  },
  reward_items_only: {
    id: 'serverErrors.rewardItemsOnly',
    defaultMessage: 'Add an item that is not a reward to place your order.',
  },
});

/** The code of a card the payment provider refused at submit; its `reason` picks the words. */
export const CARD_DECLINED_CODE = 'card_declined';

/** A declined card's reason (`ErrorMessage.reason`), as the provider words it. */
export const cardDeclineMessages = defineMessages({
  insufficient_funds: {
    id: 'serverErrors.cardDeclined.insufficientFunds',
    defaultMessage: 'Your card has insufficient funds.',
  },
  incorrect_cvc: {
    id: 'serverErrors.cardDeclined.incorrectCvc',
    defaultMessage: "Your card's security code is incorrect.",
  },
  expired_card: { id: 'serverErrors.cardDeclined.expiredCard', defaultMessage: 'Your card has expired.' },
});

/** "Promo rejected", "Offer apply/remove failure": the first error, after 'Error: '. */
export const orderChangeRefused = defineMessage<{ message: string }>({
  id: 'cart.error',
  defaultMessage: 'Error: {message}',
  description: 'A rejected promo code or wallet offer, e.g. "Error: Invalid promo code."',
});

/** The promo refusals SPEC §8 words itself; any other refusal is kept as the server sent it. */
export const promoRejectionMessages = defineMessages({
  invalid: { id: 'cart.promo.invalid', defaultMessage: 'Invalid promo code.' },
  empty: { id: 'cart.promo.empty', defaultMessage: 'Promo code cannot be empty.' },
  'in-use': {
    id: 'cart.promo.inUse',
    defaultMessage: 'Promo code is currently in use on another transaction',
  },
});
export type PromoRejectionKind = keyof typeof promoRejectionMessages;

/**
 * The server's text of each promo refusal above. The contract gives coupon refusals no code, so
 * SPEC §8 names them by the server's words; these are the server's, never the site's own.
 */
export const promoRejectionTexts: Readonly<Record<string, PromoRejectionKind>> = {
  '[200] Code is invalid': 'invalid',
  'Coupon code cannot be empty.': 'empty',
  'Code is currently in use on another transaction': 'in-use',
};

/** "Upsell add failure". */
export const upsellAddFailed = defineMessage({
  id: 'cart.upsells.failed',
  defaultMessage: 'Error adding to cart',
});

/** "Unknown route or failed page validity check": the 404 page. */
export const pageNotFound = defineMessage({
  id: 'notFound.text',
  defaultMessage: 'This page could not be found',
});

/** "Deep-link miss": the menu's notice once the flag is set. */
export const deepLinkMiss = defineMessage({
  id: 'menu.notFoundAtLocation',
  defaultMessage:
    'Sorry, the item you were looking for is not available at this location. Take a look at the rest of our menu.',
  description:
    'Shown after a link to a product this location does not sell, or to a product that does not exist.',
});
