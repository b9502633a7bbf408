import * as z from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { ORDER_MAX_AGE_MS, ORDER_TTL_MS, STORAGE_KEYS } from '../config/client-state';
import { createPersistedStorage, type PersistedStoreOptions } from '../lib/persisted-state';

/**
 * Which order (cart) is the visitor's, never the order itself: its products, totals and coupon
 * live in the query cache, fetched by `id`. Parsing strips every other field of the server's order.
 */
export const orderReferenceSchema = z.object({
  id: z.int().check(z.positive()),
  menu_id: z.int().check(z.positive()),
  location_id: z.int().check(z.positive()),
  /** When the server created the order (ISO date-time); an order without it is not kept. */
  created: z.iso.datetime({ offset: true }),
});

export type OrderReference = z.infer<typeof orderReferenceSchema>;

export interface OrderState {
  order: OrderReference | null;
  /** Keeps the reference of `order`; answers false and changes nothing for a malformed one. */
  setOrder: (order: OrderReference) => boolean;
  clearOrder: () => void;
}

const persistedOrder = z.object({ order: z.nullable(orderReferenceSchema) });
type PersistedOrder = z.infer<typeof persistedOrder>;

/** SPEC §4: an order created more than 48 hours ago is discarded on start-up. */
export const isOrderTooOld = ({ created }: OrderReference, now: number): boolean =>
  now - Date.parse(created) > ORDER_MAX_AGE_MS;

const isStaleOrder = ({ order }: PersistedOrder, now: number) => order !== null && isOrderTooOld(order, now);

/** Persisted under 'order' for one day from the last change, and never past the order's 48 hours. */
export function createOrderStore(options: PersistedStoreOptions = {}) {
  return create<OrderState>()(
    persist(
      (set) => ({
        order: null,
        setOrder: (order) => {
          const parsed = orderReferenceSchema.safeParse(order);
          if (parsed.success) set({ order: parsed.data });
          return parsed.success;
        },
        clearOrder: () => set({ order: null }),
      }),
      {
        name: STORAGE_KEYS.order,
        storage: createPersistedStorage(persistedOrder, {
          ...options,
          ttlMs: ORDER_TTL_MS,
          isStale: isStaleOrder,
        }),
        partialize: ({ order }) => ({ order }),
      },
    ),
  );
}

export const useOrderStore = createOrderStore();

export const selectOrderId = (state: OrderState): number | undefined => state.order?.id;
