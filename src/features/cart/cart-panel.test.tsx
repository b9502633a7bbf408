import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getMenu } from '../../api/generated/endpoints/menus/menus';
import { listOrderRewards } from '../../api/generated/endpoints/rewards/rewards';
import {
  addOrderProducts,
  applyOrderCoupon,
  getOrder,
  removeOrderProduct,
  setOrderTip,
} from '../../api/generated/endpoints/orders/orders';
import type { MenuProduct } from '../../api/generated/model';
import { noonInCharlotte, pinClock } from '../../../mocks/clock';
import { http, HttpResponse } from 'msw';
import { mockBackend, server } from '../../../mocks/node';
import { MENU_IDS, SEEDED_CART_ORDER_ID, SKUS } from '../../../mocks/seed/constants';
import { useOrderStore, useUiStore } from '../../stores';
import { renderWithProviders } from '../../testing/render-with-providers';
import { CartPanel } from './cart-panel';
import { holdDemoMemberSession } from '../../testing/signed-in-member';

type DataLayerWindow = typeof globalThis & { dataLayer?: unknown[] };

async function menuProduct(sku: string): Promise<MenuProduct> {
  const menu = await getMenu(MENU_IDS.regular);
  const product = menu.categories.flatMap((category) => category.products).find((item) => item.sku === sku);
  if (!product) throw new Error(`No ${sku} on the regular menu`);
  return product;
}

function chooseSeededCart() {
  useOrderStore.getState().setOrder({
    id: SEEDED_CART_ORDER_ID,
    menu_id: MENU_IDS.regular,
    location_id: 1001,
    created: new Date().toISOString(),
  });
}

/** Opens the cart over the menu page; resolves with its list of lines and the router it renders in. */
async function openCart({ locale = 'en-US' }: { locale?: 'en-US' | 'es' } = {}) {
  act(() => useUiStore.getState().openCart());
  const { router } = renderWithProviders(<CartPanel />, { locale, path: '/menu' });
  const list = await screen.findByRole('list', {
    name: locale === 'es' ? 'Artículos en tu carrito' : 'Items in your cart',
  });
  return { list, router };
}

const promoInput = () => screen.getByRole('textbox', { name: 'Promo code' });
const events = (name: string) =>
  ((globalThis as DataLayerWindow).dataLayer ?? []).filter(
    (entry): entry is { event: string; ecommerce: { items: Array<{ quantity: number }> } } =>
      typeof entry === 'object' && entry !== null && (entry as { event?: string }).event === name,
  );

beforeEach(async () => {
  // Cart changes re-validate the order as ASAP: while the restaurant is open, whatever the time of the run.
  pinClock(noonInCharlotte());
  await mockBackend.reset({ cart: 'full' });
  (globalThis as DataLayerWindow).dataLayer = [];
});

describe('CartPanel (SPEC §2 "Cart panel")', () => {
  it('shows the empty state without an order', async () => {
    act(() => useUiStore.getState().openCart());
    renderWithProviders(<CartPanel />);
    expect(await screen.findByRole('dialog', { name: 'Your Cart' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });

  it('lists the lines with options, edit links and totals, and pushes view_cart', async () => {
    chooseSeededCart();
    const { list } = await openCart();
    const order = await getOrder(SEEDED_CART_ORDER_ID);
    expect(within(list).getAllByRole('listitem')).toHaveLength(order.products.length);
    const supremes = order.products.find((line) => line.name.includes('Supremes'));
    if (!supremes) throw new Error('seeded cart lacks the supremes line');
    expect(within(list).getByText('5 Piece, Bo-Sauce, Honey Mustard')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Edit ${supremes.name}` })).toHaveAttribute(
      'href',
      `/order/product?id=${SKUS.chickenSupremes}&cid=${supremes.id}&q=2`,
    );
    expect(screen.getByRole('button', { name: /Proceed to Checkout/ })).toHaveTextContent(
      `$${order.totals.total.toFixed(2)}`,
    );
    await waitFor(() => expect(events('view_cart')).toHaveLength(1));
    expect(events('view_cart')[0]?.ecommerce.items).toHaveLength(order.products.length);
  });

  describe('the catering delivery minimum (SPEC §5)', () => {
    const warning = 'Catering delivery orders need a total of at least $150.00.';
    /** The seeded catering cart with its dearest lines removed until its total comes to under $150. */
    async function cateringCartUnderMinimum(handoff: 'dispatch' | 'pickup') {
      await mockBackend.reset({ cart: 'full', channel: 'catering' });
      await mockBackend.db.orders.update((q) => q.where({ id: SEEDED_CART_ORDER_ID }), {
        data(stored) {
          stored.handoff = handoff;
        },
      });
      let order = await getOrder(SEEDED_CART_ORDER_ID);
      const dearestFirst = [...order.products].sort((a, b) => b.cost.total - a.cost.total);
      for (const line of dearestFirst) {
        if (order.totals.total < 150 || order.products.length === 1) break;
        order = await removeOrderProduct(order.id, line.id);
      }
      expect(order.totals.total).toBeLessThan(150);
      useOrderStore.getState().setOrder({
        id: order.id,
        menu_id: order.menu_id,
        location_id: order.location_id,
        created: order.created,
      });
    }

    it('warns and keeps a catering delivery under $150 from going on to checkout', async () => {
      await cateringCartUnderMinimum('dispatch');
      await openCart();
      const proceed = screen.getByRole('button', { name: /Proceed to Checkout/ });
      expect(proceed).toBeDisabled();
      expect(proceed).toHaveAccessibleDescription(warning);
      expect(screen.getByText(warning)).toBeVisible();
      expect(events('begin_checkout')).toHaveLength(0);
    });

    it('lets a catering delivery go on once its total reaches $150, though its items come to less', async () => {
      await cateringCartUnderMinimum('dispatch');
      // The QA case: $135.93 of items whose total (delivery fee, tax, tip) is $150.06.
      const { subtotal } = (await getOrder(SEEDED_CART_ORDER_ID)).totals;
      const withDeliveryAndTax = (await setOrderTip(SEEDED_CART_ORDER_ID, { amount: 0 })).totals.total;
      const order = await setOrderTip(SEEDED_CART_ORDER_ID, {
        amount: Math.max(0, Math.round((150.06 - withDeliveryAndTax) * 100) / 100),
      });
      expect(order.totals.subtotal).toBe(subtotal);
      expect(order.totals.subtotal).toBeLessThan(150);
      expect(order.totals.total).toBeGreaterThanOrEqual(150);
      await openCart();
      expect(screen.getByRole('button', { name: /Proceed to Checkout/ })).toBeEnabled();
      expect(screen.queryByText(warning)).not.toBeInTheDocument();
    });

    it('lets the same cart go on to checkout for pickup', async () => {
      await cateringCartUnderMinimum('pickup');
      await openCart();
      expect(screen.getByRole('button', { name: /Proceed to Checkout/ })).toBeEnabled();
      expect(screen.queryByText(warning)).not.toBeInTheDocument();
    });
  });

  it('shows the asap notice when a line is not available now', async () => {
    await mockBackend.db.menus.update((q) => q.where({ id: MENU_IDS.regular }), {
      data(menu) {
        for (const product of menu.categories.flatMap((category) => category.products)) {
          if (product.sku === SKUS.dirtyRice) product.availability.now = false;
        }
      },
    });
    chooseSeededCart();
    await openCart();
    expect(
      await screen.findByText(
        'You have items that are not available right now, but you can schedule your order for later at checkout.',
      ),
    ).toBeInTheDocument();
  });
});

describe('Promo code (SPEC §4/§5/§8)', () => {
  it('approves a code upper-cased, locks the field, and Remove returns to empty', async () => {
    const user = userEvent.setup();
    chooseSeededCart();
    await openCart();
    await user.type(promoInput(), 'save10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(promoInput()).toHaveAttribute('readonly'));
    expect(promoInput()).toHaveValue('SAVE10');
    expect(screen.getByText('Discount')).toBeInTheDocument();
    // Said once, by the cart's live region with the new total; the line under the field is not live.
    const total = formatUsd((await getOrder(SEEDED_CART_ORDER_ID)).totals.total);
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent(`Promo code SAVE10 applied. Cart total ${total}.`),
    );
    const liveTexts = within(screen.getByRole('dialog'))
      .getAllByRole('status')
      .map((region) => region.textContent ?? '');
    expect(liveTexts.filter((text) => text.includes('SAVE10 applied'))).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(promoInput()).not.toHaveAttribute('readonly'));
    expect(promoInput()).toHaveValue('');
    expect((await getOrder(SEEDED_CART_ORDER_ID)).coupon ?? null).toBeNull();
  });

  it.each([
    ['NOTACODE', 'Error: Invalid promo code.'],
    ['INUSE', 'Error: Promo code is currently in use on another transaction'],
    ['CATER200', 'Error: Offer not valid - $200.00 Minimum Required'],
  ])('shows the rejection of %s as "%s", tied to the field', async (code, text) => {
    const user = userEvent.setup();
    chooseSeededCart();
    await openCart();
    await user.type(promoInput(), code);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const alert = await screen.findByText(text);
    expect(promoInput()).toHaveAttribute('aria-describedby', alert.id);
    expect(promoInput()).toHaveAttribute('aria-invalid', 'true');
    expect(promoInput()).not.toHaveAttribute('readonly');
  });

  it('refuses an empty code without a call', async () => {
    const user = userEvent.setup();
    chooseSeededCart();
    await openCart();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Error: Promo code cannot be empty.')).toBeInTheDocument();
  });

  it('maps the promo-rejected scenario to the invalid message', async () => {
    const user = userEvent.setup();
    chooseSeededCart();
    await openCart();
    mockBackend.useScenario('promo-rejected');
    await user.type(promoInput(), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Error: Invalid promo code.')).toBeInTheDocument();
  });

  it('says a promo code that could not reach the server is a connection issue, in Spanish too (SPEC §8)', async () => {
    const user = userEvent.setup();
    chooseSeededCart();
    await openCart({ locale: 'es' });
    server.use(http.put('*/api/v1/orders/:id/coupon', () => HttpResponse.error()));
    await user.type(screen.getByRole('textbox', { name: 'Código promocional' }), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Error: Problema de conexión. Inténtalo de nuevo.')).toBeInTheDocument();
  });

  it('is pre-filled as approved when the order already has a coupon', async () => {
    await applyOrderCoupon(SEEDED_CART_ORDER_ID, { code: 'BOGO5' });
    chooseSeededCart();
    await openCart();
    await waitFor(() => expect(promoInput()).toHaveValue('BOGO5'));
    expect(promoInput()).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });
});

const formatUsd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
const escapeName = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The cart dialog's live region (the page behind a modal dialog is inert). */
const liveRegion = () =>
  within(screen.getByRole('dialog'))
    .getAllByRole('status')
    .find((region) => region.hasAttribute('data-live-announcer'));

describe('Quantity counter (SPEC §4 "Cart item", §5)', () => {
  async function waitForQuantity(sku: string, quantity: number) {
    const { id } = await lineNamed(sku);
    let order = await getOrder(SEEDED_CART_ORDER_ID);
    await waitFor(async () => {
      order = await getOrder(SEEDED_CART_ORDER_ID);
      expect(order.products.find((line) => line.id === id)?.quantity).toBe(quantity);
    });
    return order;
  }

  async function lineNamed(sku: string) {
    const product = await menuProduct(sku);
    const order = await getOrder(SEEDED_CART_ORDER_ID);
    const line = order.products.find((item) => item.product_id === product.id);
    if (!line) throw new Error(`no ${sku} line`);
    return line;
  }

  it('trash at 1 removes the line and pushes remove_from_cart', async () => {
    const user = userEvent.setup();
    const rice = await lineNamed(SKUS.dirtyRice);
    chooseSeededCart();
    await openCart();
    await user.click(screen.getByRole('button', { name: `Remove ${rice.name}` }));
    await waitFor(() => expect(screen.queryByRole('button', { name: `Remove ${rice.name}` })).toBeNull());
    expect((await getOrder(SEEDED_CART_ORDER_ID)).products.some((line) => line.id === rice.id)).toBe(false);
    expect(events('remove_from_cart')).toHaveLength(1);
  });

  it('minus lowers the quantity and drops the coupon when the total falls below 200', async () => {
    const user = userEvent.setup();
    await applyOrderCoupon(SEEDED_CART_ORDER_ID, { code: 'BOGO5' });
    const biscuit = await lineNamed(SKUS.boBerryBiscuit);
    expect(biscuit.quantity).toBe(3);
    chooseSeededCart();
    await openCart();
    await user.click(screen.getByRole('button', { name: `Decrease quantity of ${biscuit.name}` }));
    await waitFor(async () => expect((await getOrder(SEEDED_CART_ORDER_ID)).coupon ?? null).toBeNull());
    expect((await lineNamed(SKUS.boBerryBiscuit)).quantity).toBe(2);
    await waitFor(() => expect(promoInput()).toHaveValue(''));
    expect(events('remove_from_cart')[0]?.ecommerce.items[0]?.quantity).toBe(1);
  });

  it('empties the promo field and says so when a decrease takes off the code typed there (SPEC §4)', async () => {
    const user = userEvent.setup();
    const biscuit = await lineNamed(SKUS.boBerryBiscuit);
    chooseSeededCart();
    await openCart();
    await user.type(promoInput(), 'bogo5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(promoInput()).toHaveAttribute('readonly'));

    await user.click(screen.getByRole('button', { name: `Decrease quantity of ${biscuit.name}` }));

    expect(await screen.findByText('The promo code BOGO5 was removed from your order.')).toBeVisible();
    expect(promoInput()).toHaveValue('');
    expect(promoInput()).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it('drops the coupon and says so when the trash takes the total below 200, as minus does', async () => {
    const user = userEvent.setup();
    const rice = await lineNamed(SKUS.dirtyRice);
    chooseSeededCart();
    await openCart();
    await user.type(promoInput(), 'bogo5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(promoInput()).toHaveAttribute('readonly'));

    await user.click(screen.getByRole('button', { name: `Remove ${rice.name}` }));

    expect(await screen.findByText('The promo code BOGO5 was removed from your order.')).toBeVisible();
    expect(screen.queryByText('Promo code BOGO5 applied.')).not.toBeInTheDocument();
    expect(promoInput()).toHaveValue('');
    expect((await getOrder(SEEDED_CART_ORDER_ID)).coupon ?? null).toBeNull();
  });

  it('plus raises the quantity once however fast it is pressed (no double changes)', async () => {
    const supremes = await lineNamed(SKUS.chickenSupremes);
    chooseSeededCart();
    await openCart();
    const plus = screen.getByRole('button', { name: `Increase quantity of ${supremes.name}` });
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() =>
      expect(screen.getByRole('group', { name: `Quantity of ${supremes.name}: 3` })).toBeInTheDocument(),
    );
    expect((await lineNamed(SKUS.chickenSupremes)).quantity).toBe(3);
  });

  it('keeps focus on plus while the change is saved, then announces the new quantity and cart total', async () => {
    const user = userEvent.setup();
    const supremes = await lineNamed(SKUS.chickenSupremes);
    chooseSeededCart();
    await openCart();
    const plus = screen.getByRole('button', { name: `Increase quantity of ${supremes.name}` });
    plus.focus();
    await user.keyboard('{Enter}');

    expect(plus).toHaveFocus();
    const total = formatUsd((await waitForQuantity(SKUS.chickenSupremes, 3)).totals.total);
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent(`${supremes.name}: quantity 3. Cart total ${total}.`),
    );
    expect(plus).toHaveFocus();
  });

  it('moves focus to the line in the place of a removed one and announces the cart total', async () => {
    const user = userEvent.setup();
    const rice = await lineNamed(SKUS.dirtyRice);
    const before = await getOrder(SEEDED_CART_ORDER_ID);
    const index = before.products.findIndex((line) => line.id === rice.id);
    const next = before.products[index + 1] ?? before.products[index - 1];
    if (!next) throw new Error('the seeded cart has one line only');
    chooseSeededCart();
    await openCart();
    screen.getByRole('button', { name: `Remove ${rice.name}` }).focus();
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(
        within(
          screen.getByRole('group', { name: new RegExp(`^Quantity of ${escapeName(next.name)}`) }),
        ).getAllByRole('button')[0],
      ).toHaveFocus(),
    );
    const total = formatUsd((await getOrder(SEEDED_CART_ORDER_ID)).totals.total);
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent(`${rice.name} removed from your cart. Cart total ${total}.`),
    );
  });

  it('plus at the free-item limit shows the popup and adds nothing', async () => {
    const user = userEvent.setup();
    // The free tea is a rewards members' item: the demo member's cart holds it.
    await mockBackend.reset({ cart: 'full', signedIn: true });
    holdDemoMemberSession();
    const tea = await menuProduct(SKUS.freeSweetTea);
    await addOrderProducts(SEEDED_CART_ORDER_ID, { products: [{ id: tea.id, quantity: 1, choices: [] }] });
    chooseSeededCart();
    await openCart();
    await user.click(await screen.findByRole('button', { name: `Increase quantity of ${tea.name}` }));
    const popup = await screen.findByRole('dialog', { name: 'Hey now, don’t get greedy.' });
    expect(within(popup).getByText('Only one free item allowed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Hey now, don’t get greedy.' })).toBeNull(),
    );
    expect((await lineNamed(SKUS.freeSweetTea)).quantity).toBe(1);
  });

  it('removing the last line drops the coupon, closes the cart and goes to /order', async () => {
    const user = userEvent.setup();
    const order = await getOrder(SEEDED_CART_ORDER_ID);
    const [last, ...others] = order.products;
    for (const line of others) await removeOrderProduct(SEEDED_CART_ORDER_ID, line.id);
    if (!last || last.quantity !== 1) throw new Error('expected the first seeded line at quantity 1');
    await applyOrderCoupon(SEEDED_CART_ORDER_ID, { code: 'BOGO5' });
    chooseSeededCart();
    const { router } = await openCart();
    await user.click(screen.getByRole('button', { name: `Remove ${last.name}` }));
    await waitFor(() => expect(router.path()).toBe('/order'));
    expect(useUiStore.getState().showCart).toBe(false);
    const emptied = await getOrder(SEEDED_CART_ORDER_ID);
    expect(emptied.products).toHaveLength(0);
    expect(emptied.coupon ?? null).toBeNull();
  });

  it('goes to /order after removing the last line even when dropping the coupon fails', async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const order = await getOrder(SEEDED_CART_ORDER_ID);
    const [last, ...others] = order.products;
    for (const line of others) await removeOrderProduct(SEEDED_CART_ORDER_ID, line.id);
    if (!last || last.quantity !== 1) throw new Error('expected the first seeded line at quantity 1');
    await applyOrderCoupon(SEEDED_CART_ORDER_ID, { code: 'BOGO5' });
    server.use(
      http.delete('*/api/v1/orders/:id/coupon', () =>
        HttpResponse.json(['Service unavailable'], { status: 503 }),
      ),
    );
    chooseSeededCart();
    const { router } = await openCart();
    await user.click(screen.getByRole('button', { name: `Remove ${last.name}` }));

    await waitFor(() => expect(router.path()).toBe('/order'));
    expect(useUiStore.getState().showCart).toBe(false);
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Changing the cart failed.', expect.anything()),
    );
    consoleError.mockRestore();
  });

  it('logs a failed change only (cart-update-fails)', async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const supremes = await lineNamed(SKUS.chickenSupremes);
    chooseSeededCart();
    await openCart();
    mockBackend.useScenario('cart-update-fails');
    await user.click(screen.getByRole('button', { name: `Increase quantity of ${supremes.name}` }));
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.queryByRole('alert', { name: /Cart update failed/ })).toBeNull();
    expect(screen.queryByText(/Cart update failed/)).toBeNull();
    consoleError.mockRestore();
  });
});

describe('Upsells (SPEC §2 "Complete Your Order", §8)', () => {
  it('adds an upsell as a new line, then no longer suggests it, keeping focus in the suggestions', async () => {
    const user = userEvent.setup();
    chooseSeededCart();
    await openCart();
    const section = await screen.findByRole('region', { name: 'Complete Your Order' });
    const [add] = within(section).getAllByRole('button', { name: /^Add / });
    if (!add) throw new Error('no upsell');
    const addedName = add.getAttribute('aria-label') ?? '';
    const before = (await getOrder(SEEDED_CART_ORDER_ID)).products.length;
    add.focus();
    await user.keyboard('{Enter}');
    expect(add).toHaveFocus();
    await waitFor(async () =>
      expect((await getOrder(SEEDED_CART_ORDER_ID)).products).toHaveLength(before + 1),
    );
    expect((await getOrder(SEEDED_CART_ORDER_ID)).products.at(-1)?.isupsell).toBe(true);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Items in your cart' })).getAllByRole('listitem'),
      ).toHaveLength(before + 1),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: addedName })).toBeNull());
    // The next suggestion, or the section's heading when none is left, takes the focus.
    await waitFor(() => expect(section).toContainElement(document.activeElement as HTMLElement));
    const total = formatUsd((await getOrder(SEEDED_CART_ORDER_ID)).totals.total);
    expect(liveRegion()).toHaveTextContent(`added to your cart. Cart total ${total}.`);
  });

  it("shows 'Error adding to cart' when the add fails", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    chooseSeededCart();
    await openCart();
    mockBackend.useScenario('upsell-add-fails');
    const section = await screen.findByRole('region', { name: 'Complete Your Order' });
    const [add] = within(section).getAllByRole('button', { name: /^Add / });
    if (!add) throw new Error('no upsell');
    await user.click(add);
    expect(await within(section).findByText('Error adding to cart')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

describe('Wallet offers (SPEC §4/§5/§8)', () => {
  const signIn = () =>
    act(() => {
      holdDemoMemberSession();
    });

  /** Opens the demo member's seeded cart (after `prepare`, if any) and resolves with its offers section. */
  async function openOffers(prepare?: () => Promise<unknown>) {
    await mockBackend.reset({ cart: 'full', signedIn: true });
    // Signed in first: the member's cart answers only with the member's token.
    signIn();
    await prepare?.();
    chooseSeededCart();
    await openCart();
    return screen.findByRole('region', { name: 'Your Offers' });
  }

  /** The first offer's Apply button, and the offer's label as that button names it. */
  function firstOffer(section: HTMLElement) {
    const [apply] = within(section).getAllByRole('button', { name: /^Apply / });
    if (!apply) throw new Error('no offer');
    return { apply, label: (apply.getAttribute('aria-label') ?? '').replace(/^Apply /, '') };
  }

  it('are hidden for guests', async () => {
    chooseSeededCart();
    await openCart();
    await screen.findByRole('region', { name: 'Complete Your Order' });
    expect(screen.queryByRole('region', { name: 'Your Offers' })).toBeNull();
  });

  it('apply, then remove, an offer, each said with the new cart total', async () => {
    const user = userEvent.setup();
    const section = await openOffers();
    const { apply, label } = firstOffer(section);
    await user.click(apply);
    const remove = await within(section).findByRole('button', { name: `Remove ${label}` });
    const discounted = await getOrder(SEEDED_CART_ORDER_ID);
    expect(discounted.coupon).not.toBeNull();
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent(
        `Offer ${label} applied. Cart total ${formatUsd(discounted.totals.total)}.`,
      ),
    );
    for (const other of within(section).queryAllByRole('button', { name: /^Apply / }))
      expect(other).toBeDisabled();
    await user.click(remove);
    await within(section).findByRole('button', { name: `Apply ${label}` });
    const full = await getOrder(SEEDED_CART_ORDER_ID);
    expect(full.coupon ?? null).toBeNull();
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent(
        `Offer ${label} removed. Cart total ${formatUsd(full.totals.total)}.`,
      ),
    );
  });

  it("refuse an offer's code typed into the promo field: a reward is applied only as a reward", async () => {
    const user = userEvent.setup();
    const section = await openOffers();
    const { label } = firstOffer(section);
    const offer = (await listOrderRewards(SEEDED_CART_ORDER_ID)).rewards.find(
      (reward) => reward.label === label,
    );
    if (!offer) throw new Error('no offer');

    await user.type(promoInput(), offer.cred);
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Error: Invalid promo code.')).toBeVisible();
    expect(within(section).getByRole('button', { name: `Apply ${label}` })).toBeEnabled();
    expect((await getOrder(SEEDED_CART_ORDER_ID)).coupon ?? null).toBeNull();
  });

  it('are disabled while a promo code is on the order', async () => {
    const section = await openOffers(() => applyOrderCoupon(SEEDED_CART_ORDER_ID, { code: 'SAVE10' }));
    const buttons = within(section).getAllByRole('button', { name: /^Apply / });
    for (const button of buttons) expect(button).toBeDisabled();
  });

  it("shows 'Error: ' plus the first error when applying fails", async () => {
    const user = userEvent.setup();
    const section = await openOffers();
    mockBackend.useScenario('offer-apply-fails');
    await user.click(firstOffer(section).apply);
    expect(
      await within(section).findByText('Error: This reward cannot be used right now.'),
    ).toBeInTheDocument();
  });

  it('logs a failed load only (wallet-offers-fail)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mockBackend.reset({ cart: 'full', signedIn: true });
    mockBackend.useScenario('wallet-offers-fail');
    signIn();
    chooseSeededCart();
    await openCart();
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Loading the wallet offers failed.', expect.anything()),
    );
    expect(screen.queryByRole('region', { name: 'Your Offers' })).toBeNull();
    consoleError.mockRestore();
  });
});
