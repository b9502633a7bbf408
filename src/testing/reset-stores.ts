import type { StoreApi } from 'zustand';
import * as clientState from '../stores';
import { usePendingPaymentStore } from '../features/checkout/payment/pending-payment-store';

type AnyStore = StoreApi<unknown>;

const isStore = (value: unknown): value is AnyStore =>
  typeof value === 'function' && 'getInitialState' in value && 'setState' in value;

/**
 * Every zustand store of the app: the client-state stores the `stores` layer exports, found by
 * shape so that a new store is reset without being listed here, and the one store a feature keeps.
 */
const stores: AnyStore[] = [
  ...(Object.values(clientState) as unknown[]).filter(isStore),
  usePendingPaymentStore,
];

/** A cookie expires when set again with a date in the past. */
function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/**
 * Puts the client state back to a first visit: every store at its initial state, and nothing in
 * storage or cookies. Storage is cleared last, as a persisted store writes its reset state there.
 */
export function resetStores(): void {
  for (const store of stores) store.setState(store.getInitialState(), true);
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
}
