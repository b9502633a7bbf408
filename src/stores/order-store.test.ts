import { writePersisted } from '../lib/persisted-state';
import { ORDER_TTL_MS, STORAGE_KEYS } from '../config/client-state';
import { createOrderStore, type OrderReference } from './order-store';

const HOUR = 60 * 60 * 1000;
const start = Date.UTC(2026, 10, 1, 12);

const cart: OrderReference = {
  id: '3f2b8c1e-5d4a-4e7b-9a61-0c8d2e4f7a19',
  menu_id: 9001,
  location_id: 101,
  created: new Date(start).toISOString(),
};

/** An order reference as a visit on `writtenAt` left it, kept for a day from then. */
const storeOrder = (order: unknown, writtenAt: number) =>
  writePersisted(
    STORAGE_KEYS.order,
    { state: { order }, version: 0 },
    { now: writtenAt, ttlMs: ORDER_TTL_MS },
  );

describe('order store', () => {
  beforeEach(() => localStorage.clear());

  it('starts with no order', () => {
    expect(createOrderStore({ clock: () => start }).getState().order).toBeNull();
  });

  it('keeps the current order reference for one day', () => {
    createOrderStore({ clock: () => start })
      .getState()
      .setOrder(cart);

    expect(createOrderStore({ clock: () => start + ORDER_TTL_MS - 1 }).getState().order).toEqual(cart);
    expect(createOrderStore({ clock: () => start + ORDER_TTL_MS }).getState().order).toBeNull();
  });

  it('keeps an order created 48 hours ago on start-up', () => {
    storeOrder(cart, start + 47 * HOUR);

    expect(createOrderStore({ clock: () => start + 48 * HOUR }).getState().order).toEqual(cart);
  });

  it('drops an order created more than 48 hours ago on start-up', () => {
    storeOrder(cart, start + 47 * HOUR);

    expect(createOrderStore({ clock: () => start + 48 * HOUR + 1 }).getState().order).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.order)).toBeNull();
  });

  it('drops an order with no created value on start-up', () => {
    const { created: _created, ...withoutCreated } = cart;
    storeOrder(withoutCreated, start);

    expect(createOrderStore({ clock: () => start }).getState().order).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.order)).toBeNull();
  });

  it('drops an order whose created value is not a date-time', () => {
    storeOrder({ ...cart, created: 'yesterday' }, start);

    expect(createOrderStore({ clock: () => start }).getState().order).toBeNull();
  });

  it("keeps only the reference, never the server's order body", () => {
    const fromServer = { ...cart, handoff: 'pickup', products: [{ id: 1 }], totals: { total: 12.5 } };
    const store = createOrderStore({ clock: () => start });
    store.getState().setOrder(fromServer);

    expect(store.getState().order).toEqual(cart);
    expect(localStorage.getItem(STORAGE_KEYS.order)).not.toContain('products');
  });

  it('refuses an order without a created value', () => {
    const store = createOrderStore({ clock: () => start });

    expect(store.getState().setOrder({ ...cart, created: '' })).toBe(false);
    expect(store.getState().order).toBeNull();
  });

  it('clears the order reference', () => {
    const store = createOrderStore({ clock: () => start });
    store.getState().setOrder(cart);
    store.getState().clearOrder();

    expect(createOrderStore({ clock: () => start }).getState().order).toBeNull();
  });

  it.each([
    ['text that is not JSON', 'order#900123'],
    ['an order id another app left', JSON.stringify(900123)],
    [
      'an order body instead of a reference',
      JSON.stringify({ value: { state: { order: { id: 'x' } } }, expires: null }),
    ],
    [
      'an envelope with an expiry that is not a number',
      JSON.stringify({ value: { state: { order: cart } }, expires: '1d' }),
    ],
  ])('starts with no order, without throwing, from %s', (_case, raw) => {
    localStorage.setItem(STORAGE_KEYS.order, raw);

    expect(createOrderStore({ clock: () => start }).getState().order).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.order)).toBeNull();
  });

  it("keeps a guest's placed order and its secret across a reload, and refuses a malformed one", () => {
    const store = createOrderStore({ clock: () => start });
    const placed = { id: cart.id, secret: 'gs_0123456789abcdef0123456789abcdef' };
    expect(store.getState().keepPlacedOrder(placed)).toBe(true);
    expect(store.getState().keepPlacedOrder({ id: '80001', secret: 'short' })).toBe(false);
    expect(createOrderStore({ clock: () => start + HOUR }).getState().placed).toEqual(placed);
  });

  it('drops an order reference with a numeric id, as an older version stored it', () => {
    storeOrder({ ...cart, id: 80100 }, start);
    expect(createOrderStore({ clock: () => start }).getState().order).toBeNull();
  });
});
