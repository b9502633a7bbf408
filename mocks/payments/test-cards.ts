/**
 * The stand-in payment provider's test cards, as providers document them (Stripe's numbers and
 * messages). Any other card that passes the format checks approves. Declines happen when the order
 * is charged (submitOrder), as with Stripe, so the contract carries them.
 */

export type CardOutcome = 'approved' | 'insufficient_funds' | 'incorrect_cvc' | 'expired_card';

export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': 'approved',
  '4000000000009995': 'insufficient_funds',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000069': 'expired_card',
};

/** The provider's decline messages, in the language of the charge (English, as the API answers). */
export const DECLINE_MESSAGES: Readonly<Record<Exclude<CardOutcome, 'approved'>, string>> = {
  insufficient_funds: 'Your card has insufficient funds.',
  incorrect_cvc: "Your card's security code is incorrect.",
  expired_card: 'Your card has expired.',
};

/** What a charge with this card number does. */
export const outcomeOf = (digits: string): CardOutcome => TEST_CARDS[digits] ?? 'approved';

export type CardField = 'number' | 'expiry' | 'cvc' | 'zip';

export interface CardEntry {
  number: string;
  expiry: string;
  cvc: string;
  zip: string;
}

/**
 * The fields of a typed card that are not plausible: 13–19 digits passing the Luhn check, MM/YY not
 * before this month, a 3–4 digit code, a 5-digit zip. Self-contained (no imports, no outside names),
 * because the hosted form's page runs this very function in the browser (its source is inlined).
 */
export function cardFieldProblems(card: CardEntry, now: Date): CardField[] {
  const problems: CardField[] = [];
  const digits = card.number.replace(/[\s-]/g, '');
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  if (!/^\d{13,19}$/.test(digits) || sum % 10 !== 0) problems.push('number');
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const endOfMonth = expiry ? new Date(2000 + Number(expiry[2]), Number(expiry[1]), 1).getTime() : 0;
  if (endOfMonth <= now.getTime()) problems.push('expiry');
  if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.push('cvc');
  if (!/^\d{5}$/.test(card.zip.trim())) problems.push('zip');
  return problems;
}

/** The card brand as providers name it, from the number's leading digits. */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'Amex';
  if (/^6(011|5)/.test(digits)) return 'Discover';
  return 'Card';
}
