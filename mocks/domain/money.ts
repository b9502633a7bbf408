import { roundCents } from '../handlers/http';

/** Money rules of the mock backend: amounts are US dollars rounded to cents (SPEC §9). */
export { roundCents };

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `$200.00`, as the ordering provider writes amounts in its messages. */
export const formatUsd = (amount: number): string => usd.format(amount);

/** Sum of amounts, rounded to cents once at the end. */
export const sumCents = (amounts: readonly number[]): number =>
  roundCents(amounts.reduce((sum, amount) => sum + amount, 0));
