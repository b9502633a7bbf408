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
  /** A UUID: an older numeric id in storage fails the schema and is dropped. */
  id: z.uuid(),
  menu_id: z.int().check(z.positive()),
  location_id: z.int().check(z.positive()),
  /** When the server created the order (ISO date-time); an order without it is not kept. */
  created: z.iso.datetime({ offset: true }),
});

export type OrderReference = z.infer<typeof orderReferenceSchema>;

/**
 * The visitor's order placed as a guest: its id and the guest secret the server answered at submit,
 * which alone reaches it from then on (sent as `X-Order-Secret`), so its confirmation survives a reload.
 */
export const placedOrderSchema = z.object({
  id: z.uuid(),
  secret: z.string().check(z.minLength(16), z.maxLength(128)),
});

export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export interface OrderState {
  order: OrderReference | null;
  /** Keeps the reference of `order`; answers false and changes nothing for a malformed one. */
  setOrder: (order: OrderReference) => boolean;
  clearOrder: () => void;
  placed: PlacedOrder | null;
  /** Keeps the guest secret of a placed order; answers false and changes nothing for a malformed one. */
  keepPlacedOrder: (placed: PlacedOrder) => boolean;
}

const persistedOrder = z.object({
  order: z.nullable(orderReferenceSchema),
  placed: z.optional(z.nullable(placedOrderSchema)),
});
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
        placed: null,
        keepPlacedOrder: (placed) => {
          const parsed = placedOrderSchema.safeParse(placed);
          if (parsed.success) set({ placed: parsed.data });
          return parsed.success;
        },
      }),
      {
        name: STORAGE_KEYS.order,
        storage: createPersistedStorage(persistedOrder, {
          ...options,
          ttlMs: ORDER_TTL_MS,
          isStale: isStaleOrder,
        }),
        partialize: ({ order, placed }) => ({ order, placed }),
      },
    ),
  );
}

export const useOrderStore = createOrderStore();

export const selectOrderId = (state: OrderState): string | undefined => state.order?.id;

/** The guest secret kept for this order, if the visitor placed it as a guest. */
export const orderSecretOf = (state: OrderState, orderId: string): string | undefined =>
  state.placed?.id === orderId ? state.placed.secret : undefined;
