import { paymentTokenIsLive } from '../domain/payments';
import {
  cardBrand,
  cardFieldProblems,
  outcomeOf,
  type CardEntry,
  type CardField,
  type CardOutcome,
} from './test-cards';

/**
 * The stand-in provider's side of the one-time token: its hosted form binds a typed card to a token
 * the API issued (POST orders/{id}/token), and the API's submit later charges whatever card the token
 * holds, once. Only the non-sensitive part of the card is kept (brand, last 4, expiry) plus what a
 * charge with it does; the number itself is dropped here. Tokens are random and unique, so one store
 * serves every mock session.
 */

export interface BoundCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  outcome: CardOutcome;
}

export type BindResult =
  | { status: 'approved'; card: Omit<BoundCard, 'outcome'> }
  | { status: 'invalid'; fields: CardField[] }
  | { status: 'failed'; message: string };

export const VAULT_MESSAGES = {
  token: 'This card form has expired. Please reload the page and enter your card again.',
};

export interface CardVault {
  /** Binds a card to a live token not yet charged (typing another card and trying again replaces it). */
  bind(token: string, entry: CardEntry, at: Date): BindResult;
  /** The card bound to a token, which is spent by the charge that asks; undefined when none. */
  charge(token: string): Promise<BoundCard | undefined>;
}

/** The vault in the memory of the process that serves the hosted form (mock server, dev server, vitest). */
export function createMemoryVault(): CardVault {
  const cards = new Map<string, BoundCard | 'spent'>();
  return {
    bind(token, entry, at) {
      if (!paymentTokenIsLive(token, at) || cards.get(token) === 'spent') {
        return { status: 'failed', message: VAULT_MESSAGES.token };
      }
      const fields = cardFieldProblems(entry, at);
      if (fields.length > 0) return { status: 'invalid', fields };
      const digits = entry.number.replace(/[\s-]/g, '');
      const [month = '0', year = '0'] = entry.expiry.split('/').map((part) => part.trim());
      const card = {
        brand: cardBrand(digits),
        last4: digits.slice(-4),
        expMonth: Number(month),
        expYear: 2000 + Number(year),
      };
      cards.set(token, { ...card, outcome: outcomeOf(digits) });
      return { status: 'approved', card };
    },
    charge(token) {
      const card = cards.get(token);
      if (card) cards.set(token, 'spent');
      return Promise.resolve(card === 'spent' ? undefined : card);
    },
  };
}

let vault: CardVault = createMemoryVault();

/** The runtime's vault: the browser worker reaches the dev server's over HTTP instead. */
export const cardVault = (): CardVault => vault;
export const setCardVault = (next: CardVault): void => {
  vault = next;
};
