import { issuePaymentToken, PAYMENT_TOKEN_MINUTES, type IssuedPaymentToken } from '../domain/payments';
import {
  cardBrand,
  cardFieldProblems,
  outcomeOf,
  type CardEntry,
  type CardField,
  type CardOutcome,
} from './test-cards';

/**
 * The stand-in provider's side of the one-time token: the API asks it for a token (POST
 * orders/{id}/token), its hosted form binds a typed card to that token, and the API's submit later
 * charges whatever card the token holds, once. Only tokens it issued are kept, only for their
 * 15-minute life: a token of any other text, however well shaped, binds nothing and costs no memory.
 * Only the non-sensitive part of the card is kept (brand, last 4, expiry) plus what a charge with it
 * does; the number itself is dropped here. Tokens are random and unique, so one store serves every
 * mock session.
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

/** The longest token the vault issues is about 90 characters: anything longer is not one of its own. */
export const MAX_TOKEN_LENGTH = 128;

export interface CardVault {
  /** A new one-time token for an order, live 15 minutes from `at` (the API's POST orders/{id}/token). */
  issue(orderId: string, at: Date): Promise<IssuedPaymentToken>;
  /** Binds a card to a live token not yet charged (typing another card and trying again replaces it). */
  bind(token: string, entry: CardEntry, at: Date): BindResult;
  /** The card bound to a live token, which is spent by the charge that asks; undefined when none. */
  charge(token: string, at: Date): Promise<BoundCard | undefined>;
}

interface IssuedToken {
  /** The end of its life on the request's clock (the mock clock may be pinned or sent per request). */
  expires: number;
  /** When the process forgets it, on the machine's clock: its life, whatever clock requests name. */
  forgetAt: number;
  card: BoundCard | 'spent' | undefined;
}

const TOKEN_LIFE_MS = PAYMENT_TOKEN_MINUTES * 60_000;

/**
 * The vault in the memory of the process that serves the hosted form (mock server, dev server,
 * vitest). `machineNow` is the machine's clock, by which issued tokens are forgotten.
 */
export function createMemoryVault(
  machineNow: () => number = Date.now,
): CardVault & { readonly size: number } {
  // Insertion order is issue order on the machine's clock, so the oldest tokens are always first.
  const tokens = new Map<string, IssuedToken>();
  const forgetExpired = () => {
    const cutoff = machineNow();
    for (const [token, issued] of tokens) {
      if (issued.forgetAt > cutoff) break;
      tokens.delete(token);
    }
  };
  const liveToken = (token: string, at: Date): IssuedToken | undefined => {
    forgetExpired();
    if (token.length > MAX_TOKEN_LENGTH) return undefined;
    const issued = tokens.get(token);
    return issued && issued.expires >= at.getTime() ? issued : undefined;
  };
  return {
    get size() {
      forgetExpired();
      return tokens.size;
    },
    issue(orderId, at) {
      forgetExpired();
      const issued = issuePaymentToken(orderId, at);
      tokens.set(issued.token, {
        expires: Date.parse(issued.expires),
        forgetAt: machineNow() + TOKEN_LIFE_MS,
        card: undefined,
      });
      return Promise.resolve(issued);
    },
    bind(token, entry, at) {
      const issued = liveToken(token, at);
      if (!issued || issued.card === 'spent') {
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
      issued.card = { ...card, outcome: outcomeOf(digits) };
      return { status: 'approved', card };
    },
    charge(token, at) {
      const issued = liveToken(token, at);
      const card = issued?.card;
      if (issued) issued.card = 'spent';
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
