import * as z from 'zod/mini';
import { ORDER_TTL_MS, SESSION_STORAGE_KEYS } from '../../../config/client-state';
import { browserSessionStorage, readPersisted, writePersisted } from '../../../lib/persisted-state';
import type { CheckoutDetails } from './checkout-details';

/**
 * What the customer typed at checkout (contact, address, vehicle), kept for the tab's life so that a
 * reload does not empty the form. Never a card: card data is only ever typed into the provider's frame.
 */
const detailsSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  building: z.string(),
  city: z.string(),
  zip: z.string(),
  instructions: z.string(),
  make: z.string(),
  model: z.string(),
  color: z.string(),
}) satisfies z.ZodMiniType<CheckoutDetails>;

const draftSchema = z.object({ orderId: z.string(), details: detailsSchema });

/** The details typed for `orderId` in this tab, if any. */
export function readCheckoutDraft(orderId: string): CheckoutDetails | undefined {
  const draft = readPersisted(SESSION_STORAGE_KEYS.checkoutDraft, draftSchema, {
    storage: browserSessionStorage(),
    ttlMs: ORDER_TTL_MS,
  });
  return draft?.orderId === orderId ? draft.details : undefined;
}

/** Keeps the details of the order being checked out, for no longer than the order itself. */
export const keepCheckoutDraft = (orderId: string, details: CheckoutDetails): boolean =>
  writePersisted(
    SESSION_STORAGE_KEYS.checkoutDraft,
    { orderId, details },
    { storage: browserSessionStorage(), ttlMs: ORDER_TTL_MS },
  );
