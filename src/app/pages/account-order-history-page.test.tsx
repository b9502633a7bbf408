import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { now } from '../../../mocks/clock';
import { mockBackend } from '../../../mocks/node';
import { PAST_ORDER_IDS, SEEDED_CART_ORDER_ID } from '../../../mocks/seed/constants';
import { getOrder, listFavoriteOrders, listRecentOrders } from '../../api/generated/endpoints/orders/orders';
import { signInDemoMember } from '../../testing/signed-in-member';
import { useOrderStore, useUiStore } from '../../stores';
import { renderRoute } from '../../testing/render-route';

describe('/account/order-history', () => {
  beforeEach(async () => {
    await signInDemoMember();
  });
  afterAll(() => mockBackend.reset());

  it('lists past orders with their items, total, status and restaurant', async () => {
    renderRoute('/account/order-history');
    const past = await screen.findByRole('region', { name: 'Past orders' });
    const [first] = await within(past).findAllByRole('button', { name: /^Reorder: / });
    const card = first?.closest('li') as HTMLElement;

    expect(within(card).getByText(/· Placed$/)).toBeVisible();
    expect(await within(card).findByText(/^Charlotte/)).toBeVisible();
    expect(within(card).getAllByText(/^\d+ × /).length).toBeGreaterThan(0);
    expect(within(card).getByText(/^\$\d+\.\d{2}$/)).toBeVisible();
  });

  it('names each past order in the page language from its lines and restaurant', async () => {
    const [first] = await listRecentOrders();
    const count = first?.order.products.reduce((sum, { quantity }) => sum + quantity, 0) ?? 0;
    renderRoute('/account/order-history', { locale: 'es' });
    const past = await screen.findByRole('region', { name: 'Pedidos anteriores' });

    const [reorder] = await within(past).findAllByRole('button', {
      name: new RegExp(`^Volver a pedir: ${count} artículos? de Charlotte`),
    });
    expect(reorder).toBeVisible();
    expect(within(past).queryByText(/ items? from /)).not.toBeInTheDocument();
  });

  it('saves a past order as a favourite under a name, then reorders the favourite', async () => {
    renderRoute('/account/order-history');
    const past = await screen.findByRole('region', { name: 'Past orders' });
    const [save] = await within(past).findAllByRole('button', { name: /^Save as Favorite: / });
    const before = (await listFavoriteOrders()).length;

    await userEvent.click(save as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Save as a favorite' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Favorite' }));
    expect(within(dialog).getByRole('textbox', { name: /^Name this order/ })).toHaveAccessibleDescription(
      /Give this order a name\./,
    );
    // The empty field takes the focus, so its message is read out.
    expect(within(dialog).getByRole('textbox', { name: /^Name this order/ })).toHaveFocus();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name this order/ }), 'Game day');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Favorite' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await listFavoriteOrders()).toHaveLength(before + 1);
    const favorites = screen.getByRole('region', { name: 'Favorite orders' });
    const reorder = await within(favorites).findByRole('button', { name: 'Reorder favorite: Game day' });

    await userEvent.click(reorder);

    await waitFor(() => expect(useUiStore.getState().showCart).toBe(true));
    // The cart is now a new order with the favourite's lines.
    const favourite = (await listFavoriteOrders()).find(({ description }) => description === 'Game day');
    const cartId = useOrderStore.getState().order?.id;
    expect(cartId).toEqual(expect.any(String));
    expect(cartId).not.toBe(favourite?.order.id);
    const lines = (order: { products: { name: string; quantity: number }[] } | undefined) =>
      order?.products.map(({ name, quantity }) => `${quantity} × ${name}`);
    const cart = await getOrder(cartId as string);
    expect(lines(cart)).toEqual(lines(favourite?.order));
    expect(cart.products.length).toBeGreaterThan(0);
  });

  it('makes a past order the cart and abandons the cart it replaces', async () => {
    await mockBackend.reset({ signedIn: true, cart: 'full' });
    const replaced = await getOrder(SEEDED_CART_ORDER_ID);
    useOrderStore.getState().setOrder(replaced);
    renderRoute('/account/order-history');
    const past = await screen.findByRole('region', { name: 'Past orders' });
    const [reorder] = await within(past).findAllByRole('button', { name: /^Reorder: / });

    await userEvent.click(reorder as HTMLElement);

    await waitFor(() => expect(useUiStore.getState().showCart).toBe(true));
    expect(useOrderStore.getState().order?.id).not.toBe(SEEDED_CART_ORDER_ID);
    await waitFor(async () => expect((await getOrder(SEEDED_CART_ORDER_ID)).status).toBe('abandoned'));
  });

  it('offers no Cancel Order for an order the restaurant has finished', async () => {
    renderRoute('/account/order-history');
    const past = await screen.findByRole('region', { name: 'Past orders' });
    const reorders = await within(past).findAllByRole('button', { name: /^Reorder: / });
    expect(reorders.length).toBeGreaterThan(0);

    // The seeded orders are days old, so their restaurant has finished them (a final status).
    await waitFor(() =>
      expect(within(past).queryAllByRole('button', { name: /^Cancel Order: / })).toEqual([]),
    );
  });

  it('cancels a placed order the restaurant can still stop, after asking; "Keep it" keeps it', async () => {
    const placed = PAST_ORDER_IDS[2];
    await mockBackend.db.orderStatuses.update((q) => q.where({ order_id: placed }), {
      data(status) {
        Object.assign(status, { status: 'received', is_final: false, submitted_at: now().toISOString() });
      },
    });
    renderRoute('/account/order-history');
    const past = await screen.findByRole('region', { name: 'Past orders' });
    const cancel = await within(past).findByRole('button', { name: /^Cancel Order: / });

    await userEvent.click(cancel);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(within(past).getByRole('button', { name: /^Cancel Order: / }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', {
        name: 'Cancel Order',
      }),
    );

    await waitFor(() => expect(within(past).queryByRole('button', { name: /^Cancel Order: / })).toBeNull());
    expect(await within(past).findByText(/· Cancelled$/)).toBeVisible();
  });
});
