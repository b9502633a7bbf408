import type { Member, SubmitPayment } from '../../src/api/generated/model';
import { addMinutes } from './opening-hours';
import { formatUsd, sumCents } from './money';

/**
 * Payments of a submit, as a payment provider answers them. New cards come as one-time tokens
 * (POST orders/{id}/token); a token names its order and expiry, so the mock needs no token store.
 */

export const PAYMENT_TOKEN_MINUTES = 15;
/** A saved card ending in these digits is declined (the providers' usual test card). */
export const DECLINED_CARD_SUFFIX = '0002';

export const PAYMENT_MESSAGES = {
  declined: 'Your card was declined. Please use another card.',
  unknownAccount: 'The saved payment method could not be found.',
  badToken: 'The card details have expired. Please enter your card again.',
  noCard: 'Please enter your card details.',
  missing: 'Each payment needs a saved card or a new card.',
  mismatch: (paid: number, total: number) =>
    `The payments (${formatUsd(paid)}) do not match the order total of ${formatUsd(total)}.`,
};

export interface IssuedPaymentToken {
  token: string;
  expires: string;
  url: string;
}

/** A new token's text; only the provider's vault issues them (`cardVault().issue`), and remembers them. */
export function issuePaymentToken(orderId: string, at: Date): IssuedPaymentToken {
  const expires = addMinutes(at, PAYMENT_TOKEN_MINUTES);
  const token = `pt_${orderId}_${expires.getTime()}_${crypto.randomUUID().replace(/-/g, '')}`;
  return { token, expires: expires.toISOString(), url: PAYMENT_FORM_PATH };
}

/** Where the stand-in provider serves its hosted card form (mock server and dev server). */
export const PAYMENT_FORM_PATH = '/__mock/payments/form';

/** A token this API issued that has not expired yet (for any order). */
export const paymentTokenIsLive = (token: string, at: Date): boolean => {
  const [prefix, order, expires] = token.split('_');
  return prefix === 'pt' && Boolean(order) && Number(expires) >= at.getTime();
};

const tokenIsValid = (token: string, orderId: string, at: Date): boolean =>
  paymentTokenIsLive(token, at) && token.split('_')[1] === orderId;

/** Why the payments cannot pay the order, or undefined when they can. */
export function paymentProblem(
  payments: readonly SubmitPayment[],
  total: number,
  member: Member | undefined,
  orderId: string,
  at: Date,
): string | undefined {
  const paid = sumCents(payments.map((payment) => payment.amount));
  if (paid !== total) return PAYMENT_MESSAGES.mismatch(paid, total);
  for (const payment of payments) {
    if (payment.account_id !== undefined) {
      const saved = member?.payments?.find(({ account }) => account.id === payment.account_id);
      if (!saved) return PAYMENT_MESSAGES.unknownAccount;
      if (saved.account.cardsuffix === DECLINED_CARD_SUFFIX) return PAYMENT_MESSAGES.declined;
    } else if (payment.token !== undefined) {
      if (!tokenIsValid(payment.token, orderId, at)) return PAYMENT_MESSAGES.badToken;
    } else return PAYMENT_MESSAGES.missing;
  }
  return undefined;
}

/** The confirmation number shown to the guest, stable for an order. */
/** The first eight hex digits of the order's UUID, upper case: short enough to read out at the counter. */
export const confirmationNumber = (orderId: string): string => `CK${orderId.slice(0, 8).toUpperCase()}`;
