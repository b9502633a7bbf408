import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { mockBackend, server } from '../../../mocks/node';
import { LOCATION_IDS, MENU_IDS, SKUS } from '../../../mocks/seed/constants';
import { getLocation } from '../../api/generated/endpoints/locations/locations';
import { getMenu } from '../../api/generated/endpoints/menus/menus';
import { getListProductUpsellsQueryKey } from '../../api/generated/endpoints/upsells/upsells';
import {
  addOrderProducts,
  applyOrderCoupon,
  createOrder,
  getOrder,
} from '../../api/generated/endpoints/orders/orders';
import { CartPanel } from '../../features/cart/cart-panel';
import { useLocationStore, useOrderStore, useUiStore } from '../../stores';
import { renderRoute } from '../../testing/render-route';
import { signInDemoMember } from '../../testing/signed-in-member';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ProductPage as LazyProductPage, NotFoundPage } from '../pages';
import { ProductPage } from './product-page';

/** The product page alone, as its route shows it once a location is chosen. */
const renderProductPage = (path: string) => renderWithProviders(<ProductPage />, { path });

async function chooseUptown() {
  useLocationStore.getState().setLocation(await getLocation(LOCATION_IDS.charlotteUptown));
}

const total = () => screen.getByText(/^Total/);
const addButton = () => screen.getByRole('button', { name: 'Add to Cart' });

// The route table's pages are lazily loaded chunks: load them before the tests, which then wait
// only for the page.
beforeAll(() => Promise.all([LazyProductPage.preload(), NotFoundPage.preload()]));

afterEach(() => {
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('/order/product option rules', () => {
  it('shows each group with its rule: radio buttons for one choice, checkboxes for several', async () => {
    await chooseUptown();
    renderProductPage(`/order/product?id=${SKUS.chickenSupremes}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Chicken Supremes' })).toBeVisible();
    expect(document.title).toBe('Chicken Supremes');
    const count = within(await screen.findByRole('group', { name: 'Choose a count' }));
    expect(count.getByText('Required · Choose 1')).toBeVisible();
    expect(count.getByRole('radio', { name: /3 Piece/ })).toBeChecked();
    expect(count.getByRole('radio', { name: /5 Piece/ })).toHaveAccessibleName(/\+\$2\.60/);
    const sauces = within(screen.getByRole('group', { name: 'Dipping sauces (choose up to 2)' }));
    expect(sauces.getByText('Optional · Choose up to 2')).toBeVisible();
    expect(sauces.getAllByRole('checkbox')).toHaveLength(5);
    expect(total()).toHaveTextContent('Total $5.49');
  });

  it('marks a group and a choice the server left in English on the Spanish page (WCAG 3.1.2)', async () => {
    // Texts the catalogue has no Spanish for: the server answers them in English, and says so.
    onTestFinished(() => mockBackend.reset());
    await mockBackend.db.menus.update((q) => q.where({ id: MENU_IDS.regular }), {
      data(menu) {
        for (const category of menu.categories) {
          for (const product of category.products) {
            for (const group of product.optiongroups ?? []) {
              if (group.description !== 'Choose a count') continue;
              group.description = 'Pick your count';
              const fivePiece = group.options.find((option) => option.name === '5 Piece');
              if (fivePiece) fivePiece.name = 'Five Piece Deluxe';
            }
          }
        }
      },
    });
    await chooseUptown();
    renderWithProviders(<ProductPage />, { path: `/order/product?id=${SKUS.chickenSupremes}`, locale: 'es' });

    const count = await screen.findByRole('group', { name: 'Pick your count' });
    expect(within(count).getByText('Pick your count')).toHaveAttribute('lang', 'en');
    expect(within(count).getByText('Five Piece Deluxe')).toHaveAttribute('lang', 'en');
    expect(within(count).getByText('3 piezas')).not.toHaveAttribute('lang');
  });

  it('shows what the product is from the menu while its choices are still loading', async () => {
    await chooseUptown();
    const { promise: productAnswered, resolve: answerProduct } = Promise.withResolvers<undefined>();
    server.use(
      // Holds the product's own call; the stateful handler answers it once released.
      http.get('*/api/v1/menus/:menuId/products/:productId', async () => {
        await productAnswered;
      }),
    );
    renderProductPage(`/order/product?id=${SKUS.chickenSupremes}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Chicken Supremes' })).toBeVisible();
    expect(screen.getByText('Tender all-white-meat chicken strips, hand-breaded.')).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading the product' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Choose a count' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();

    answerProduct(undefined);
    expect(await screen.findByRole('group', { name: 'Choose a count' })).toBeVisible();
    expect(addButton()).toBeEnabled();
    expect(screen.queryByRole('status', { name: 'Loading the product' })).not.toBeInTheDocument();
  });

  it("says 'Choose up to 2' when a third sauce is ticked, and adds nothing", async () => {
    await chooseUptown();
    renderProductPage(`/order/product?id=${SKUS.chickenSupremes}`);
    const sauces = within(await screen.findByRole('group', { name: 'Dipping sauces (choose up to 2)' }));

    await userEvent.click(sauces.getByRole('checkbox', { name: /Bo-Sauce/ }));
    await userEvent.click(sauces.getByRole('checkbox', { name: /Honey Mustard/ }));
    expect(sauces.queryByText('Choose up to 2', { selector: '[id$="-error"]' })).not.toBeInTheDocument();
    await userEvent.click(sauces.getByRole('checkbox', { name: /BBQ/ }));
    expect(sauces.getByText('Choose up to 2', { selector: '[id$="-error"]' })).toBeVisible();

    await userEvent.click(addButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please check your choices above.');
    expect(useOrderStore.getState().order).toBeNull();
  });

  it("says 'Choose at least 2' for a group short of its minimum on adding, and focuses it", async () => {
    await chooseUptown();
    renderProductPage('/order/product?id=DINNER-2PC');
    const sides = within(await screen.findByRole('group', { name: 'Choose 2 sides' }));
    expect(sides.getByText('Required · Choose 2')).toBeVisible();
    // The 10:30 breakfast rule (SPEC §2/§9).
    expect(screen.getByText(/^Available from 10:30 AM/)).toBeVisible();

    await userEvent.click(sides.getByRole('checkbox', { name: /Coleslaw/ }));
    await userEvent.click(addButton());

    expect(sides.getByText('Choose at least 2', { selector: '[id$="-error"]' })).toBeVisible();
    expect(sides.getAllByRole('checkbox')[0]).toHaveFocus();
    expect(useOrderStore.getState().order).toBeNull();
  });

  it('shows nested groups once their parent choice is chosen, and prices choices live', async () => {
    await chooseUptown();
    renderProductPage(`/order/product?id=${SKUS.cajunFiletBiscuit}`);
    const combo = within(await screen.findByRole('group', { name: 'Make it a combo' }));
    expect(combo.getByRole('radio', { name: 'No thanks' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Choose a drink' })).not.toBeInTheDocument();
    expect(total()).toHaveTextContent('Total $4.59');

    await userEvent.click(combo.getByRole('radio', { name: /Make it a combo \+\$3\.49/ }));
    const drink = within(screen.getByRole('group', { name: 'Choose a drink' }));
    expect(drink.getByRole('radio', { name: /Legendary Sweet Tea/ })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Choose a side' })).toBeVisible();
    expect(total()).toHaveTextContent('Total $8.08');

    await userEvent.click(
      within(drink.getByRole('group', { name: 'Drink size' })).getByRole('radio', { name: /Large/ }),
    );
    expect(total()).toHaveTextContent('Total $8.68');
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(total()).toHaveTextContent('Total $17.36');

    await userEvent.click(combo.getByRole('radio', { name: 'No thanks' }));
    expect(screen.queryByRole('group', { name: 'Choose a drink' })).not.toBeInTheDocument();
    expect(total()).toHaveTextContent('Total $9.18');
  });
});

describe('/order/product free-item limit (SPEC §5)', () => {
  it('shows the free-item popup on plus at the limit and adds nothing', async () => {
    await chooseUptown();
    renderProductPage(`/order/product?id=${SKUS.freeSweetTea}&q=3`);
    const quantity = within(await screen.findByRole('group', { name: 'Quantity' }));
    expect(quantity.getByRole('status')).toHaveTextContent('1');

    await userEvent.click(quantity.getByRole('button', { name: 'Increase quantity' }));

    const popup = screen.getByRole('dialog', { name: 'Hey now, don’t get greedy.' });
    expect(within(popup).getByText('Only one free item allowed.')).toBeVisible();
    await userEvent.click(within(popup).getByRole('button', { name: 'Okay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(quantity.getByRole('status')).toHaveTextContent('1');
  });

  it('refuses a second free item from its page with the popup, adding nothing to the order', async () => {
    // The free tea is a rewards members' item.
    await signInDemoMember();
    onTestFinished(() => mockBackend.reset());
    await chooseUptown();
    const menu = await getMenu(MENU_IDS.regular);
    const tea = menu.categories.flatMap((c) => c.products).find((p) => p.sku === SKUS.freeSweetTea);
    if (!tea) throw new Error('seed changed');
    const created = await createOrder({
      menu_id: MENU_IDS.regular,
      location_id: LOCATION_IDS.charlotteUptown,
    });
    useOrderStore
      .getState()
      .setOrder(await addOrderProducts(created.id, { products: [{ id: tea.id, quantity: 1, choices: [] }] }));
    const adds: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/products')) adds.push(request.url);
    });
    renderProductPage(`/order/product?id=${SKUS.freeSweetTea}`);

    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));

    const popup = await screen.findByRole('dialog', { name: 'Hey now, don’t get greedy.' });
    expect(within(popup).getByText('Only one free item allowed.')).toBeVisible();
    expect(adds).toEqual([]);
    expect((await getOrder(created.id)).products).toHaveLength(1);
    expect(useUiStore.getState().showCart).toBe(false);
  });
});

describe('/order/product adding and editing', () => {
  it('adds once on a double click, creating the order, then opens the cart and reports the add', async () => {
    await chooseUptown();
    const dataLayer: unknown[] = [];
    Object.assign(window, { dataLayer });
    const addEvents = () =>
      mockBackend.db.engagementEvents.all().filter((event) => event.name === 'Add_Product_To_Cart');
    const eventsBefore = addEvents().length;
    // The add takes a moment, as on a real network: the second click lands while it is in flight.
    server.use(
      // Answers nothing itself: after the pause the stateful handler takes the request.
      http.post('*/api/v1/orders/:id/products', async () => {
        await delay(300);
      }),
    );
    renderProductPage(`/order/product?id=${SKUS.chickenSupremes}&q=2`);
    const count = within(await screen.findByRole('group', { name: 'Choose a count' }));
    await userEvent.click(count.getByRole('radio', { name: /5 Piece/ }));
    await userEvent.type(screen.getByLabelText('Special instructions'), 'Extra crispy');

    await userEvent.dblClick(addButton());

    await waitFor(() => expect(useUiStore.getState().showCart).toBe(true));
    const reference = useOrderStore.getState().order;
    expect(reference?.location_id).toBe(LOCATION_IDS.charlotteUptown);
    const order = await getOrder(reference?.id ?? '');
    expect(order.products).toEqual([
      expect.objectContaining({ name: 'Chicken Supremes', quantity: 2, instructions: 'Extra crispy' }),
    ]);
    expect(order.products[0]?.choices.map((choice) => choice.name)).toEqual(['5 Piece']);
    expect(dataLayer).toContainEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'USD',
        value: 16.18,
        items: [{ item_id: SKUS.chickenSupremes, item_name: 'Chicken Supremes', price: 8.09, quantity: 2 }],
      },
    });
    // The engagement adapter logs SPEC §7's custom event (to the stand-in: this build has no Braze key).
    await waitFor(() => expect(addEvents()).toHaveLength(eventsBefore + 1));
    expect(addEvents().at(-1)).toMatchObject({
      name: 'Add_Product_To_Cart',
      properties: {
        Product: 'Chicken Supremes',
        Cart_Items: 2,
        Cart_Cost: order.totals.total,
        Channel: 'Mealtime',
      },
    });
  });

  it('shows the server’s message when it refuses the line', async () => {
    await chooseUptown();
    server.use(
      http.post('*/api/v1/orders/:id/products', () =>
        HttpResponse.json([{ message: 'Choose at least 1 option for "Choose a count".' }], { status: 422 }),
      ),
    );
    renderProductPage(`/order/product?id=${SKUS.chickenSupremes}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByText('Choose at least 1 option for "Choose a count".')).toBeVisible();
    expect(useUiStore.getState().showCart).toBe(false);
  });

  it('edits a cart line: starts from its choices and quantity, then updates it', async () => {
    await chooseUptown();
    const menu = await getMenu(100);
    const supremes = menu.categories
      .flatMap((category) => category.products)
      .find((p) => p.sku === SKUS.chickenSupremes);
    const fivePiece = supremes?.optiongroups?.[0]?.options[1];
    if (!supremes || !fivePiece) throw new Error('seed changed');
    const created = await createOrder({ menu_id: 100, location_id: LOCATION_IDS.charlotteUptown });
    const order = await addOrderProducts(created.id, {
      products: [{ id: supremes.id, quantity: 3, choices: [{ id: fivePiece.id, quantity: 1 }] }],
    });
    useOrderStore.getState().setOrder(order);
    const line = order.products[0];
    renderProductPage(`/order/product?id=${SKUS.chickenSupremes}&cid=${line?.id}&q=3`);

    const update = await screen.findByRole('button', { name: 'Update' });
    expect(screen.getByRole('radio', { name: /5 Piece/ })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('3');
    await userEvent.click(screen.getByRole('radio', { name: /8 Piece/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    await userEvent.click(update);

    await waitFor(() => expect(useUiStore.getState().showCart).toBe(true));
    const updated = await getOrder(order.id);
    expect(updated.products).toHaveLength(1);
    expect(updated.products[0]).toMatchObject({ id: line?.id, quantity: 2 });
    expect(updated.products[0]?.choices.map((choice) => choice.name)).toEqual(['8 Piece']);
  });

  it('drops the coupon and says so in the cart when an update takes the total below 200', async () => {
    onTestFinished(() => mockBackend.reset());
    await chooseUptown();
    const menu = await getMenu(MENU_IDS.regular);
    const supremes = menu.categories
      .flatMap((category) => category.products)
      .find((p) => p.sku === SKUS.chickenSupremes);
    const threePiece = supremes?.optiongroups?.[0]?.options[0];
    if (!supremes || !threePiece) throw new Error('seed changed');
    const created = await createOrder({
      menu_id: MENU_IDS.regular,
      location_id: LOCATION_IDS.charlotteUptown,
    });
    const order = await addOrderProducts(created.id, {
      products: [{ id: supremes.id, quantity: 40, choices: [{ id: threePiece.id, quantity: 1 }] }],
    });
    const discounted = await applyOrderCoupon(order.id, { code: 'BOGO5' });
    expect(discounted.totals.total).toBeGreaterThanOrEqual(200);
    useOrderStore.getState().setOrder(order);
    const line = order.products[0];
    renderWithProviders(
      <>
        <ProductPage />
        <CartPanel />
      </>,
      { path: `/order/product?id=${SKUS.chickenSupremes}&cid=${line?.id}&q=40` },
    );

    const quantity = await screen.findByRole('group', { name: 'Quantity' });
    for (let step = 0; step < 10; step += 1)
      await userEvent.click(within(quantity).getByRole('button', { name: 'Decrease quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('The promo code BOGO5 was removed from your order.')).toBeVisible();
    const updated = await getOrder(order.id);
    expect(updated.products[0]?.quantity).toBe(30);
    expect(updated.coupon ?? null).toBeNull();
  });
});

describe('/order/product and /menu/product addresses', () => {
  it.each(['/order/product', `/order/product?id=NO-SUCH-SKU`])('reads 404 for %s', async (path) => {
    await chooseUptown();
    renderRoute(path);
    expect(await screen.findByText('This page could not be found')).toBeVisible();
    expect(document.title).toBe('Page not found');
  });

  it('shows a card of /menu/{mid} from that menu, to look at, when the chosen location orders from another', async () => {
    await chooseUptown();
    renderRoute(`/menu/product?id=${SKUS.cateringBigPartyPack}&mid=${MENU_IDS.catering}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Big Party Pack (serves 20)' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute(
      'href',
      `/menu/${MENU_IDS.catering}`,
    );
    expect(await screen.findByRole('link', { name: 'Choose a location to order' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it("orders a card of /menu/{mid} when that menu is the chosen location's", async () => {
    await chooseUptown();
    renderRoute(`/menu/product?id=${SKUS.chickenSupremes}&mid=${MENU_IDS.regular}`);
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeVisible();
  });

  it.each(['0', 'catering', '-1'])('reads 404 for a menu id that is not one (mid=%s)', async (mid) => {
    await chooseUptown();
    renderRoute(`/menu/product?id=${SKUS.chickenSupremes}&mid=${mid}`);
    expect(await screen.findByText('This page could not be found')).toBeVisible();
  });

  it('sends a visitor with no location to /locations (SPEC §2)', async () => {
    const { router } = renderRoute(`/menu/product?id=${SKUS.chickenSupremes}`);
    await waitFor(() => expect(router.path()).toBe('/locations'));
  });
});

describe('/order/product "Goes well with…" (the product\'s upsells)', () => {
  const productUpsellsUrl = '*/api/v1/upsells/:orderId/product/:productId';

  async function startOrderAtUptown() {
    await chooseUptown();
    const order = await createOrder({ menu_id: MENU_IDS.regular, location_id: LOCATION_IDS.charlotteUptown });
    useOrderStore.getState().setOrder(order);
    return order;
  }

  /** Renders the product page and waits until its upsells call has answered (or failed). */
  async function renderAndSettleUpsells(orderId: string, status: 'success' | 'error') {
    const product = (await getMenu(MENU_IDS.regular)).categories
      .flatMap((category) => category.products)
      .find((candidate) => candidate.sku === SKUS.chickenSupremes);
    if (!product) throw new Error('seed changed');
    const { queryClient } = renderProductPage(`/order/product?id=${SKUS.chickenSupremes}`);
    await screen.findByRole('heading', { level: 1, name: 'Chicken Supremes' });
    await waitFor(() =>
      expect(queryClient.getQueryState(getListProductUpsellsQueryKey(orderId, product.id))?.status).toBe(
        status,
      ),
    );
  }

  it('offers the suggestions and adds one as an upsell line, then no longer suggests it', async () => {
    const user = userEvent.setup();
    const order = await startOrderAtUptown();
    renderProductPage(`/order/product?id=${SKUS.chickenSupremes}`);

    const section = await screen.findByRole('region', { name: 'Goes well with…' });
    expect(within(section).getByRole('heading', { level: 2 })).toBeVisible();
    const [add] = within(section).getAllByRole('button', { name: /^Add / });
    if (!add) throw new Error('no upsell');
    const addedName = add.getAttribute('aria-label') ?? '';
    await user.click(add);

    await waitFor(async () => expect((await getOrder(order.id)).products).toHaveLength(1));
    const [line] = (await getOrder(order.id)).products;
    expect(line).toMatchObject({ isupsell: true, quantity: 1 });
    expect(addedName).toBe(`Add ${line?.name ?? ''}`);
    await waitFor(() => expect(screen.queryByRole('button', { name: addedName })).toBeNull());
  });

  it("waits for the product's choices, so that the suggestions below them are never pushed down", async () => {
    let sendChoices = () => {};
    const choicesSent = new Promise<void>((resolve) => (sendChoices = resolve));
    // Answers nothing itself: once let through, the mock backend's own handler answers.
    server.use(
      http.get('*/api/v1/menus/:menuId/products/:productId', () => choicesSent.then(() => undefined)),
    );
    const order = await startOrderAtUptown();

    // The menu's listing shows, and the suggestions have arrived, while the choices are on their way.
    await renderAndSettleUpsells(order.id, 'success');
    expect(screen.queryByRole('group', { name: 'Choose a count' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Goes well with…' })).not.toBeInTheDocument();

    sendChoices();
    const section = await screen.findByRole('region', { name: 'Goes well with…' });
    const count = screen.getByRole('group', { name: 'Choose a count' });
    expect(count.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says 'Error adding to cart' when the add fails", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await startOrderAtUptown();
    renderProductPage(`/order/product?id=${SKUS.chickenSupremes}`);
    const section = await screen.findByRole('region', { name: 'Goes well with…' });
    mockBackend.useScenario('upsell-add-fails');
    const [add] = within(section).getAllByRole('button', { name: /^Add / });
    if (!add) throw new Error('no upsell');
    await user.click(add);
    expect(await within(section).findByRole('alert')).toHaveTextContent('Error adding to cart');
    vi.restoreAllMocks();
  });

  it('shows nothing before there is an order to suggest for', async () => {
    await chooseUptown();
    renderProductPage(`/order/product?id=${SKUS.chickenSupremes}`);
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Goes well with…' })).not.toBeInTheDocument();
  });

  it('shows nothing when the product has no suggestions', async () => {
    server.use(http.get(productUpsellsUrl, () => HttpResponse.json({ groups: [] })));
    const order = await startOrderAtUptown();
    await renderAndSettleUpsells(order.id, 'success');
    expect(screen.queryByRole('region', { name: 'Goes well with…' })).not.toBeInTheDocument();
  });

  it('shows nothing, and the product still orders, when the suggestions fail', async () => {
    server.use(http.get(productUpsellsUrl, () => HttpResponse.json({ message: 'Down.' }, { status: 500 })));
    const order = await startOrderAtUptown();
    await renderAndSettleUpsells(order.id, 'error');
    expect(screen.queryByRole('region', { name: 'Goes well with…' })).not.toBeInTheDocument();
    expect(addButton()).toBeEnabled();
  });
});
