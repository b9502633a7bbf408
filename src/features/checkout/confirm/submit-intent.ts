import * as z from 'zod/mini';
import type { SubmitRequest } from '../../../api/generated/model';
import { ORDER_TTL_MS, STORAGE_KEYS } from '../../../config/client-state';
import { readPersisted, removePersisted, writePersisted } from '../../../lib/persisted-state';

/**
 * The visitor's intent to place an order, kept from the first submit until the order is known
 * placed or refused: its order, its idempotency key and the body sent with it. A retry after a
 * timeout, a reload or a closed tab sends the same key and body, so the server answers the first
 * submit's result instead of a second order or "already submitted".
 */
export interface SubmitIntent {
  orderId: string;
  key: string;
  body: SubmitRequest;
}

const submitPaymentSchema = z.object({
  type: z.enum(['creditcard', 'giftcard']),
  amount: z.number().check(z.nonnegative()),
  account_id: z.optional(z.int().check(z.positive())),
  token: z.optional(z.string()),
  save: z.optional(z.boolean()),
});

const submitIntentSchema = z.object({
  orderId: z.uuid(),
  key: z.string().check(z.minLength(8), z.maxLength(128)),
  body: z.object({
    usertype: z.enum(['user', 'guest']),
    payments: z.array(submitPaymentSchema).check(z.minLength(1)),
  }),
});

/** The pending intent, if one is kept (one order is placed at a time). */
export const readPendingIntent = (): SubmitIntent | undefined =>
  readPersisted(STORAGE_KEYS.submitIntent, submitIntentSchema, { ttlMs: ORDER_TTL_MS });

/** The pending intent for `orderId`, if one is kept. */
export function readSubmitIntent(orderId: string): SubmitIntent | undefined {
  const intent = readPendingIntent();
  return intent?.orderId === orderId ? intent : undefined;
}

/** Kept for as long as the order may be (SPEC §4's order reference lifetime). */
export const keepSubmitIntent = (intent: SubmitIntent): boolean =>
  writePersisted(STORAGE_KEYS.submitIntent, intent, { ttlMs: ORDER_TTL_MS });

export const forgetSubmitIntent = (): void => removePersisted(STORAGE_KEYS.submitIntent);
