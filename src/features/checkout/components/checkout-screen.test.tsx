import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { getLocation } from '../../../api/generated/endpoints/locations/locations';
import { getGetMenuTimesQueryKey, getMenuTimes } from '../../../api/generated/endpoints/menus/menus';
import {
  getGetOrderQueryKey,
  getOrder,
  removeOrderProduct,
  setOrderTip,
} from '../../../api/generated/endpoints/orders/orders';
import { noonInCharlotte, pinClock } from '../../../../mocks/clock';
import { DELIVERY_MESSAGES } from '../../../../mocks/domain/handoff';
import { mockBackend, server } from '../../../../mocks/node';
import { DEMO_MEMBER, SEEDED_CART_ORDER_ID } from '../../../../mocks/seed/constants';
import type { SeedOptions } from '../../../../mocks/seed';
import { createSessionStore } from '../../../stores/session-store';
import {
  useLocationStore,
  useOrderStore,
  usePreferencesStore,
  useSessionStore,
  useUiStore,
} from '../../../stores';
import { chooseServerOrder } from '../../../testing/order-reference';
import { startWithSeededCart } from '../../../testing/seeded-cart';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render-with-providers';
import { OrderConfirmationDialog } from '../confirm/order-confirmation-dialog';
import { roundUpDonation } from '../donation/round-up-donation';
import { tipFromPercent } from '../tip/tip-amount';
import { SESSION_STORAGE_KEYS, STORAGE_KEYS } from '../../../config/client-state';
import { CheckoutScreen } from './checkout-screen';
import { holdDemoMemberSession } from '../../../testing/signed-in-member';

afterAll(() => mockBackend.reset());

afterEach(() => {
  vi.unstubAllEnvs();
});

/** Seeds the full cart (`SEEDED_CART_ORDER_ID`), signs the demo member in (unless a guest), points the order store at it. */
async function startCheckout({
  signedIn = true,
  at = noonInCharlotte(),
  prepare,
  queryClient,
  ...seed
}: SeedOptions & { at?: string; prepare?: () => Promise<void>; queryClient?: QueryClient } = {}) {
  // ASAP orders: while the restaurant is open, whatever the time of the run.
  pinClock(at);
  // Signed in first: the member's cart answers only with the member's token, `prepare`'s calls too.
  await startWithSeededCart({ member: signedIn, ...seed });
  await prepare?.();
  const order = await chooseServerOrder(SEEDED_CART_ORDER_ID);
  const view = renderWithProviders(
    <>
      <CheckoutScreen heading={<h1>Checkout</h1>} />
      <OrderConfirmationDialog />
    </>,
    { path: '/order/checkout', queryClient },
  );
  await screen.findByRole('group', { name: 'How would you like to get your order?' });
  // A member pays with a saved card: Place order is unavailable (aria-disabled) until the cards have loaded, and a
  // click on it before then would do nothing.
  if (signedIn) await waitFor(() => expect(placeOrder()).not.toHaveAttribute('aria-disabled'));
  return { order, ...view };
}

/** Records the JSON body of every request whose `METHOD path` contains `match`. */
function recordBodies(method: string, pathPart: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname.includes(pathPart)) {
      void request
        .clone()
        .text()
        .then((text) => bodies.push(text ? JSON.parse(text) : undefined));
    }
  });
  return bodies;
}

const user = () => userEvent.setup();
const placeOrder = () => screen.getByRole('button', { name: 'Place order' });
/** Replaces what a field holds (a member's delivery fields start with a saved address). */
async function retype(field: HTMLElement, text: string) {
  await user().clear(field);
  await user().type(field, text);
}

describe('Checkout (SPEC §2, §4, §5)', () => {
  it('draws its loading state first and the form after, as a deferred render, even with the order at hand', async () => {
    pinClock(noonInCharlotte());
    const order = await startWithSeededCart({ member: false });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(getGetOrderQueryKey(order.id), order);
    // What each commit of the page showed: the loading state, the form.
    const shown: string[] = [];
    const record = () => {
      const form = screen.queryByRole('group', { name: 'How would you like to get your order?' });
      const loading = screen.queryByRole('status', { name: 'Loading your order…' });
      const now = form ? 'form' : loading ? 'loading' : 'nothing';
      if (shown.at(-1) !== now) shown.push(now);
    };
    renderWithProviders(
      <Profiler id="checkout" onRender={record}>
        <CheckoutScreen heading={<h1>Checkout</h1>} />
      </Profiler>,
      { queryClient },
    );
    await screen.findByRole('group', { name: 'How would you like to get your order?' });
    expect(shown).toEqual(['loading', 'form']);
  });

  it('shows an empty order with a way back to the menu', async () => {
    await mockBackend.reset();
    renderWithProviders(<CheckoutScreen heading={<h1>Checkout</h1>} />);
    expect(await screen.findByText('Your cart is empty')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start an order' })).toHaveAttribute('href', '/order');
  });

  it('pushes begin_checkout with the order lines on arrival', async () => {
    const dataLayer: unknown[] = [];
    (window as unknown as { dataLayer: unknown[] }).dataLayer = dataLayer;
    const { order } = await startCheckout();
    expect(dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'begin_checkout',
        ecommerce: expect.objectContaining({ currency: 'USD' }) as unknown,
      }),
    );
    const pushed = JSON.stringify(dataLayer);
    for (const line of order.products) expect(pushed).toContain(line.name);
  });

  it('prefills the contact details of a member, phone masked without the leading +1', async () => {
    await startCheckout();
    expect(screen.getByLabelText(/First name/)).toHaveValue(DEMO_MEMBER.first_name);
    expect(screen.getByLabelText(/Last name/)).toHaveValue(DEMO_MEMBER.last_name);
    expect(screen.getByLabelText(/^Email/)).toHaveValue(DEMO_MEMBER.email);
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('704-555-0142');
  });

  it('says which restaurant makes the order, with a way to change it that comes back to checkout', async () => {
    const { order } = await startCheckout({ signedIn: false });
    const location = await getLocation(order.location_id);
    act(() => {
      useLocationStore.getState().setLocation(location);
    });
    const handoff = screen.getByRole('group', { name: 'How would you like to get your order?' });
    expect(within(handoff).getByText(`Ordering from ${location.name}, ${location.address}`)).toBeVisible();
    const change = within(handoff).getByRole('link', { name: 'Change Location' });
    expect(change).toHaveAttribute('href', '/locations?mode=pickup&then=checkout');
    // A delivery order's restaurant follows the address: the finder asks for one.
    await user().click(within(handoff).getByRole('radio', { name: 'Delivery' }));
    expect(change).toHaveAttribute('href', '/locations?mode=delivery&then=checkout');
  });

  it('switches the handoff on the order: curbside asks for the vehicle, delivery for the address', async () => {
    const handoffs = recordBodies('PUT', '/handoff/');
    await startCheckout();
    await user().click(screen.getByRole('radio', { name: 'Curbside pickup' }));
    expect(await screen.findByLabelText(/Vehicle make/)).toBeVisible();
    expect(screen.getByLabelText(/Vehicle model/)).toBeVisible();
    expect(screen.getByLabelText(/Vehicle color/)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Curbside pickup' })).toBeChecked();

    await user().click(screen.getByRole('radio', { name: 'Delivery' }));
    expect(await screen.findByLabelText(/Street address/)).toBeVisible();
    expect(screen.getByLabelText(/Apartment/)).toBeVisible();
    expect(screen.getByLabelText(/Delivery instructions/)).toBeVisible();
    expect(screen.queryByLabelText(/Vehicle make/)).not.toBeInTheDocument();
    await waitFor(() => expect(handoffs).toHaveLength(2));
    expect((await getOrder(SEEDED_CART_ORDER_ID)).handoff).toBe('dispatch');
  });

  it('shows the chosen handoff in the same render as the click, before the server answers', async () => {
    await startCheckout();
    fireEvent.click(screen.getByRole('radio', { name: 'Curbside pickup' }));
    expect(screen.getByRole('radio', { name: 'Curbside pickup' })).toBeChecked();
    expect(screen.getByLabelText(/Vehicle make/)).toBeVisible();
    await waitFor(async () => expect((await getOrder(SEEDED_CART_ORDER_ID)).handoff).toBe('curbside'));
  });

  it('checks the contact details field by field before anything is sent', async () => {
    const custom = recordBodies('PUT', '/custom');
    await startCheckout();
    await user().clear(screen.getByLabelText(/First name/));
    await user().clear(screen.getByLabelText(/^Phone/));
    await user().type(screen.getByLabelText(/^Phone/), '70455');
    await user().clear(screen.getByLabelText(/^Email/));
    await user().type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user().click(placeOrder());

    expect(await screen.findByText('Please correct the highlighted fields.')).toBeVisible();
    expect(screen.getByLabelText(/First name/)).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(
      'Please enter a 10-digit phone number.',
    );
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    expect(custom).toHaveLength(0);
    expect(useUiStore.getState().orderConfirming).toBe(false);
  });

  it('after a submit with invalid fields, focuses a summary that names and links each of them', async () => {
    await startCheckout();
    await user().clear(screen.getByLabelText(/First name/));
    await user().clear(screen.getByLabelText(/^Phone/));
    placeOrder().focus();
    await user().keyboard('{Enter}');

    const sentence = await screen.findByText('Please correct the highlighted fields.');
    const box = sentence.parentElement as HTMLElement;
    await waitFor(() => expect(box).toHaveFocus());
    expect(
      within(box)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['First name', 'Phone']);
    within(box).getByRole('link', { name: 'Phone' }).focus();
    await user().keyboard('{Enter}');
    expect(screen.getByLabelText(/^Phone/)).toHaveFocus();
  });

  it("fills a member's delivery with the default saved address, and another saved one when picked (SPEC §3)", async () => {
    await startCheckout();
    await user().click(screen.getByRole('radio', { name: 'Delivery' }));

    const saved = await screen.findByRole('combobox', { name: 'Saved address' });
    expect(saved).toHaveDisplayValue('600 S Tryon St, Apt 1204, Charlotte, 28202');
    expect(screen.getByLabelText(/Street address/)).toHaveValue('600 S Tryon St');
    expect(screen.getByLabelText(/Apartment/)).toHaveValue('Apt 1204');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Charlotte');
    expect(screen.getByLabelText(/Zip code/)).toHaveValue('28202');

    await user().selectOptions(saved, '1801 South Blvd, Charlotte, 28203');
    expect(screen.getByLabelText(/Street address/)).toHaveValue('1801 South Blvd');
    expect(screen.getByLabelText(/Apartment/)).toHaveValue('');
    expect(screen.getByLabelText(/Zip code/)).toHaveValue('28203');

    await user().selectOptions(saved, 'A different address');
    expect(screen.getByLabelText(/Street address/)).toHaveValue('');
    expect(screen.getByLabelText(/Zip code/)).toHaveValue('');
    await user().type(screen.getByLabelText(/Street address/), '200 S Tryon St');
    expect(saved).toHaveDisplayValue('A different address');

    await user().selectOptions(saved, '1801 South Blvd, Charlotte, 28203');
    await user().click(placeOrder());
    const dialog = await screen.findByRole('dialog', { name: 'Are these details correct?' });
    expect(within(dialog).getByText('Delivery to 1801 South Blvd, Charlotte, 28203')).toBeVisible();
  });

  it('flags the field the server rejects in a delivery address (zip)', async () => {
    await startCheckout();
    await user().click(screen.getByRole('radio', { name: 'Delivery' }));
    await retype(await screen.findByLabelText(/Street address/), '1 Main St');
    await retype(screen.getByLabelText(/^City/), 'Charlotte');
    await retype(screen.getByLabelText(/Zip code/), '00000');
    await user().click(placeOrder());
    await waitFor(() =>
      expect(screen.getByLabelText(/Zip code/)).toHaveAccessibleDescription(DELIVERY_MESSAGES.unknownZip),
    );
    expect(useUiStore.getState().orderConfirming).toBe(false);
  });

  it('sets a tip from a preset percentage and shows it in the totals', async () => {
    const tips = recordBodies('PUT', '/tip');
    const { order } = await startCheckout();
    const expected = tipFromPercent(order.totals.subtotal, 15);
    await user().click(screen.getByRole('button', { name: '15%' }));
    await waitFor(() => expect(tips).toEqual([{ amount: expected }]));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '15%' })).toHaveAttribute('aria-pressed', 'true'),
    );
    const totals = screen.getByRole('region', { name: 'Order summary' });
    expect(within(totals).getByText(`$${expected.toFixed(2)}`)).toBeVisible();
  });

  it('rejects a custom tip that is not an amount', async () => {
    await startCheckout();
    await user().type(screen.getByLabelText('Custom tip (USD)'), 'abc');
    await user().click(screen.getByRole('button', { name: 'Apply tip' }));
    expect(screen.getByLabelText('Custom tip (USD)')).toHaveAccessibleDescription(
      'Please enter an amount such as 2.50.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an amount such as 2.50.');
  });

  it('keeps focus on the tip button pressed while the tip is saved', async () => {
    await startCheckout();
    const fifteen = screen.getByRole('button', { name: '15%' });
    fifteen.focus();
    await user().keyboard('{Enter}');
    expect(fifteen).toHaveFocus();
    await waitFor(() => expect(fifteen).toHaveAttribute('aria-pressed', 'true'));
    expect(fifteen).toHaveFocus();
    expect(fifteen).not.toHaveAttribute('aria-disabled');
  });

  it('sends the round-up donation amount to the donations call', async () => {
    const donations = recordBodies('PUT', '/donations');
    const { order } = await startCheckout();
    const amount = roundUpDonation(order.totals);
    await user().click(screen.getByRole('checkbox', { name: /Round up my order/ }));
    await waitFor(() => expect(donations).toEqual([{ id: 1, amount }]));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Round up my order/ })).toBeChecked());
    expect(
      within(screen.getByRole('region', { name: 'Order summary' })).getByText('Donations'),
    ).toBeVisible();
  });

  it("shows the server's message when the donation fails (SPEC §8)", async () => {
    await startCheckout();
    mockBackend.useScenario('donation-fails');
    await user().click(screen.getByRole('checkbox', { name: /Round up my order/ }));
    expect(await screen.findByText('Donations are not available at this location.')).toBeVisible();
  });

  it('sends the recomputed donation once when the totals change, and not again after the server refuses it', async () => {
    const donations = recordBodies('PUT', '/donations');
    const { order, queryClient } = await startCheckout();
    await user().click(screen.getByRole('checkbox', { name: /Round up my order/ }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Round up my order/ })).toBeChecked());
    mockBackend.useScenario('donation-fails');
    // The refusal takes a moment to arrive, as over a network (the page renders the call as pending).
    server.use(http.put('*/api/v2/carts/:orderId/donations', () => delay(20)));

    // A tip changes the total, so the round-up amount: it is sent again, and refused.
    await user().click(screen.getByRole('button', { name: '15%' }));
    expect(await screen.findByText('Donations are not available at this location.')).toBeVisible();
    // Let the render that shows the refusal run its effects: had they sent the refused amount again,
    // that call would be under way now.
    await act(async () => {});
    expect(queryClient.isMutating()).toBe(0);

    await waitFor(() => expect(donations).toHaveLength(2));
    expect(donations[0]).toEqual({ id: 1, amount: roundUpDonation(order.totals) });
    expect(donations[1]).not.toEqual(donations[0]);
    expect(screen.getByRole('checkbox', { name: /Round up my order/ })).toBeEnabled();
  });

  it('offers scheduled times from the menu and sets the chosen one on the order', async () => {
    const times = recordBodies('PUT', '/time');
    await startCheckout();
    await user().click(screen.getByRole('radio', { name: 'Schedule for later' }));
    const select = await screen.findByRole('combobox', { name: 'Time' });
    const options = within(select)
      .getAllByRole('option')
      .filter((option) => !(option as HTMLOptionElement).disabled);
    expect(options.length).toBeGreaterThan(0);
    const chosen = options[0] as HTMLOptionElement;
    await user().selectOptions(select, chosen);
    // The picker stays usable while the order takes the slot, so arrow keys can go on to a later one.
    expect(select).toBeEnabled();
    await waitFor(() => expect(times).toEqual([{ time: chosen.value }]));
    await waitFor(async () =>
      expect(Date.parse((await getOrder(SEEDED_CART_ORDER_ID)).time.wanted ?? '')).toBe(
        Date.parse(chosen.value),
      ),
    );
  });

  it('shows the message of a failed time setting (SPEC §8) and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await startCheckout();
    mockBackend.useScenario('time-setting-fails');
    await user().click(screen.getByRole('radio', { name: 'Schedule for later' }));
    const select = await screen.findByRole('combobox', { name: 'Time' });
    const option = within(select)
      .getAllByRole('option')
      .find((o) => !(o as HTMLOptionElement).disabled);
    await user().selectOptions(select, option as HTMLOptionElement);
    expect(await screen.findByText('The restaurant is closed at the selected time.')).toBeVisible();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  describe('the 10:30 rule (SPEC §2)', () => {
    /** 8 AM in Charlotte: the restaurant is open, and an ASAP order would be ready before 10:30. */
    const morning = () => new Date(Date.parse(noonInCharlotte()) - 4 * 60 * 60 * 1000).toISOString();
    const cutoffNote =
      'Some items in your order are served from 10:30 AM. Please schedule it for 10:30 AM or later.';
    const addDaypartProduct = async () => {
      await mockBackend.db.orders.update((q) => q.where({ id: SEEDED_CART_ORDER_ID }), {
        data(order) {
          const [first] = order.products;
          if (first) first.name = 'Bone-In Chicken (after 10:30)';
        },
      });
    };

    it('takes ASAP away before 10:30 with a 10:30 product, says why, and schedules the first time from 10:30', async () => {
      const scheduled = recordBodies('PUT', '/time');
      const at = morning();
      // The page's clock too: it leaves out the times already past, whatever the time of the run.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(at));
      await startCheckout({ at, prepare: addDaypartProduct });
      const asap = screen.getByRole('radio', { name: 'As soon as possible' });
      await waitFor(() => expect(asap).toBeDisabled());
      expect(asap).toHaveAccessibleDescription(cutoffNote);
      expect(screen.getByRole('radio', { name: 'Schedule for later' })).toBeChecked();
      const select = await screen.findByRole('combobox', { name: 'Time' });
      const times = within(select)
        .getAllByRole('option')
        .filter((option) => !(option as HTMLOptionElement).disabled)
        .map((option) => option.textContent ?? '');
      expect(times.length).toBeGreaterThan(0);
      expect(times[0]).toMatch(/^Today, 10:30\sAM$/);
      // The first of them is chosen for the customer, on the order itself.
      await waitFor(() =>
        expect((select as HTMLSelectElement).selectedOptions[0]?.textContent).toMatch(/^Today, 10:30\sAM$/),
      );
      expect(scheduled).toHaveLength(1);
      expect((await getOrder(SEEDED_CART_ORDER_ID)).time.mode).toBe('advance');
    });

    it('keeps ASAP once an order with a 10:30 product would be ready after 10:30', async () => {
      // The restaurant's time zone comes with the menu's times: here they are at hand from the first
      // render, so the screen has certainly judged the rule with them.
      const queryClient = createTestQueryClient();
      await startCheckout({
        queryClient,
        prepare: async () => {
          await addDaypartProduct();
          const { menu_id: menuId, location_id } = await getOrder(SEEDED_CART_ORDER_ID);
          queryClient.setQueryData(
            getGetMenuTimesQueryKey(menuId, { location_id }),
            await getMenuTimes(menuId, { location_id }),
          );
        },
      });
      expect(screen.getByRole('radio', { name: 'As soon as possible' })).toBeEnabled();
      expect(screen.getByRole('radio', { name: 'As soon as possible' })).toBeChecked();
      expect(screen.queryByText(cutoffNote)).not.toBeInTheDocument();
    });
  });

  it('warns and disables Place order for catering delivery whose total is under 150, and enables it once the total reaches 150 though the items come to less (SPEC §5)', async () => {
    usePreferencesStore.setState({ channel: 'catering' });
    await mockBackend.reset({ cart: 'full', signedIn: true, channel: 'catering' });
    holdDemoMemberSession();
    await mockBackend.db.orders.update((q) => q.where({ id: SEEDED_CART_ORDER_ID }), {
      data(stored) {
        stored.handoff = 'dispatch';
      },
    });
    let order = await getOrder(SEEDED_CART_ORDER_ID);
    // Remove the dearest lines until the total (delivery fee and tax included) is under the minimum.
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
    const warning = 'Catering delivery orders need a total of at least $150.00.';
    const { queryClient } = renderWithProviders(<CheckoutScreen heading={<h1>Checkout</h1>} />);
    expect(await screen.findByText(warning)).toBeVisible();
    expect(placeOrder()).toHaveAttribute('aria-disabled', 'true');

    // The cart total counts, not the items alone: a tip that lifts it to 150 lets the order go on.
    order = await setOrderTip(SEEDED_CART_ORDER_ID, { amount: 150 - order.totals.total + 0.5 });
    expect(order.totals.subtotal).toBeLessThan(150);
    expect(order.totals.total).toBeGreaterThanOrEqual(150);
    await act(() => queryClient.invalidateQueries({ queryKey: getGetOrderQueryKey(SEEDED_CART_ORDER_ID) }));
    await waitFor(() => expect(screen.queryByText(warning)).not.toBeInTheDocument());
    await waitFor(() => expect(placeOrder()).not.toHaveAttribute('aria-disabled'));
  });

  it('asks a guest to sign in (returning to checkout) or continue as a guest before paying', async () => {
    vi.stubEnv('VITE_PAYMENT_FORM_URL', 'https://pay.provider.example/form');
    await startCheckout({ signedIn: false });
    expect(placeOrder()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('group', { name: 'Payment' })).not.toBeInTheDocument();
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/account/login');
    await user().click(signIn);
    expect(useSessionStore.getState().redirect).toBe('/order/checkout');

    // Place order before the choice says what to do and takes the customer to the choice.
    placeOrder().focus();
    await user().keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose “Sign in” or “Continue as guest” above before you place your order.',
    );
    expect(placeOrder()).toHaveAccessibleDescription(
      'Choose “Sign in” or “Continue as guest” above before you place your order.',
    );
    expect(screen.getByRole('button', { name: 'Continue as guest' })).toHaveFocus();

    await user().keyboard('{Enter}');
    // The button is replaced by a sentence, which takes the focus.
    expect(screen.getByText('You are checking out as a guest.')).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Payment' })).toBeVisible();
    // The card is typed into the provider's form, framed from its origin, never into this page.
    const cardForm = screen.getByTitle('Card details');
    expect(cardForm.tagName).toBe('IFRAME');
    expect(cardForm.getAttribute('src')).toMatch(
      /^https:\/\/pay\.provider\.example\/form\?parent=.+&lang=en$/,
    );
    expect(screen.queryByRole('textbox', { name: /card/i })).not.toBeInTheDocument();
    expect(placeOrder()).not.toHaveAttribute('aria-disabled');
  });

  it("keeps a guest's contact and vehicle details, and the guest choice, through a reload of the tab", async () => {
    vi.stubEnv('VITE_PAYMENT_FORM_URL', 'https://pay.provider.example/form');
    const { unmount } = await startCheckout({ signedIn: false });
    await user().click(screen.getByRole('button', { name: 'Continue as guest' }));
    await user().click(screen.getByRole('radio', { name: 'Curbside pickup' }));
    await user().type(screen.getByLabelText(/First name/), 'Shelby');
    await user().type(screen.getByLabelText(/Last name/), 'Greene');
    await user().type(screen.getByLabelText(/^Email/), 'shelby@example.com');
    await user().type(screen.getByLabelText(/^Phone/), '7045550199');
    await user().type(await screen.findByLabelText(/Vehicle make/), 'Ford');
    await user().type(screen.getByLabelText(/Vehicle model/), 'F-150');
    await user().type(screen.getByLabelText(/Vehicle color/), 'Red');
    await waitFor(async () => expect((await getOrder(SEEDED_CART_ORDER_ID)).handoff).toBe('curbside'));
    unmount();

    // A reload: the page's memory is gone, the tab's sessionStorage is not.
    useSessionStore.setState({ guestUser: createSessionStore().getState().guestUser });
    renderWithProviders(<CheckoutScreen heading={<h1>Checkout</h1>} />, { path: '/order/checkout' });

    expect(await screen.findByLabelText(/First name/)).toHaveValue('Shelby');
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Greene');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('shelby@example.com');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('704-555-0199');
    expect(screen.getByLabelText(/Vehicle make/)).toHaveValue('Ford');
    expect(screen.getByLabelText(/Vehicle model/)).toHaveValue('F-150');
    expect(screen.getByLabelText(/Vehicle color/)).toHaveValue('Red');
    expect(screen.getByText('You are checking out as a guest.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue as guest' })).not.toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.checkoutDraft)).toBeNull();
  });

  it('offers a guest no way to pay when the build has no card form', async () => {
    vi.stubEnv('VITE_PAYMENT_FORM_URL', '');
    await startCheckout({ signedIn: false });
    await user().click(screen.getByRole('button', { name: 'Continue as guest' }));
    expect(screen.getByText('Paying with a new card is not available right now.')).toBeVisible();
    expect(placeOrder()).toHaveAttribute('aria-disabled', 'true');
  });
});

describe("'Are these details correct?' and Place Order (SPEC §2)", () => {
  it('describes an in-store pickup with the location, the pickup time and the disclaimer', async () => {
    await startCheckout();
    await user().click(placeOrder());
    const dialog = await screen.findByRole('dialog', { name: 'Are these details correct?' });
    expect(within(dialog).getByText(/^In-Store pickup at /)).toBeVisible();
    expect(within(dialog).getByText('Pickup Time:')).toBeVisible();
    expect(
      within(dialog).getByText(/the location, time and date of your delivery or pickup are final/),
    ).toBeVisible();
    expect(within(dialog).getByText(/at the discretion of the restaurant/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Place Order' })).toBeVisible();
    await user().click(within(dialog).getByRole('button', { name: 'Return to checkout' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("asks for the restaurant's details while the order is saved, not once the dialog opens", async () => {
    const { order } = await startCheckout();
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    // The handoff details are saved first; held here, the dialog cannot open yet.
    const { promise: held, resolve: release } = Promise.withResolvers<undefined>();
    server.use(http.put('*/api/v1/orders/:id/custom', () => held));
    await user().click(placeOrder());
    await waitFor(() => expect(asked).toContain(`GET /api/v1/locations/${order.location_id}`));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    release(undefined);
    const dialog = await screen.findByRole('dialog', { name: 'Are these details correct?' });
    expect(within(dialog).getByText(/^In-Store pickup at /)).toBeVisible();
  });

  it('describes curbside pickup once the vehicle is given', async () => {
    await startCheckout();
    await user().click(screen.getByRole('radio', { name: 'Curbside pickup' }));
    await user().type(await screen.findByLabelText(/Vehicle make/), 'Ford');
    await user().type(screen.getByLabelText(/Vehicle model/), 'F-150');
    await user().type(screen.getByLabelText(/Vehicle color/), 'Red');
    await user().click(placeOrder());
    const dialog = await screen.findByRole('dialog', { name: 'Are these details correct?' });
    expect(within(dialog).getByText(/^Curbside pickup at /)).toBeVisible();
    const saved = await getOrder(SEEDED_CART_ORDER_ID);
    expect(saved.handoff_details?.vehicle).toEqual({ make: 'Ford', model: 'F-150', color: 'Red' });
  });

  it('describes a delivery with its address', async () => {
    await startCheckout();
    await user().click(screen.getByRole('radio', { name: 'Delivery' }));
    await retype(await screen.findByLabelText(/Street address/), '200 S Tryon St');
    await retype(screen.getByLabelText(/Apartment/), 'Suite 4');
    await retype(screen.getByLabelText(/^City/), 'Charlotte');
    await retype(screen.getByLabelText(/Zip code/), '28202');
    await user().click(placeOrder());
    const dialog = await screen.findByRole('dialog', { name: 'Are these details correct?' });
    expect(within(dialog).getByText('Delivery to 200 S Tryon St, Suite 4, Charlotte, 28202')).toBeVisible();
  });

  it('places one order however often Place Order is clicked, records the purchase, then goes to the confirmation', async () => {
    const submits = recordBodies('POST', '/submit');
    const tracked = recordBodies('POST', '/track');
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/submit')) keys.push(request.headers.get('Idempotency-Key'));
    });
    const { order, router } = await startCheckout();
    await user().click(placeOrder());
    const dialog = await screen.findByRole('dialog', { name: 'Are these details correct?' });
    const confirm = within(dialog).getByRole('button', { name: 'Place Order' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user().dblClick(confirm);
    await user().click(confirm);

    await waitFor(() => expect(router.path()).toBe(`/order/confirm?id=${order.id}`));
    expect(submits).toHaveLength(1);
    expect(submits[0]).toMatchObject({
      usertype: 'user',
      payments: [{ type: 'creditcard', amount: expect.any(Number) as unknown }],
    });
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(useOrderStore.getState().order).toBeNull();
    expect((await getOrder(order.id)).status).toBe('submitted');
    await waitFor(() => expect(tracked).toHaveLength(1));
    expect(tracked[0]).toEqual({
      id: expect.any(String) as unknown,
      products: order.products.map((line) => ({
        id: line.product_id,
        name: line.name,
        quantity: line.quantity,
        price: line.cost.base,
      })),
    });
  });

  it('cannot be closed with ✕, Escape or the backdrop while the order is being placed', async () => {
    const { promise: held, resolve: release } = Promise.withResolvers<undefined>();
    server.use(http.post('*/api/v1/orders/:id/submit', () => held, { once: true }));
    const { order, router } = await startCheckout();
    await user().click(placeOrder());
    const dialog = await screen.findByRole('dialog', { name: 'Are these details correct?' });
    const confirm = within(dialog).getByRole('button', { name: 'Place Order' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user().click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));

    await user().click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await user().click(dialog);
    expect(screen.getByRole('dialog', { name: 'Are these details correct?' })).toBeVisible();

    release(undefined);
    await waitFor(() => expect(router.path()).toBe(`/order/confirm?id=${order.id}`));
  });

  it('keeps the idempotency key with the order until it is placed, so a retry after a reload reuses it', async () => {
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/submit')) keys.push(request.headers.get('Idempotency-Key'));
    });
    server.use(http.post('*/api/v1/orders/:id/submit', () => HttpResponse.error(), { once: true }));
    const first = await startCheckout();
    await user().click(placeOrder());
    const dialog = await screen.findByRole('dialog', { name: 'Are these details correct?' });
    await user().click(within(dialog).getByRole('button', { name: 'Place Order' }));
    expect(await within(dialog).findByText('Connection issue. Please try again.')).toBeVisible();
    expect(localStorage.getItem(STORAGE_KEYS.submitIntent)).toContain(String(first.order.id));

    // The page is reloaded: a new tree and an empty query cache, the same storage.
    first.unmount();
    useUiStore.getState().setOrderConfirming(false);
    const { router } = renderWithProviders(
      <>
        <CheckoutScreen heading={<h1>Checkout</h1>} />
        <OrderConfirmationDialog />
      </>,
      { path: '/order/checkout' },
    );
    await waitFor(() => expect(placeOrder()).not.toHaveAttribute('aria-disabled'));
    await user().click(placeOrder());
    const again = await screen.findByRole('dialog', { name: 'Are these details correct?' });
    await user().click(within(again).getByRole('button', { name: 'Place Order' }));

    await waitFor(() => expect(router.path()).toBe(`/order/confirm?id=${first.order.id}`));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(localStorage.getItem(STORAGE_KEYS.submitIntent)).toBeNull();
  });

  it('shows the confirmation of an order already placed when submit answers 409, and drops the cart', async () => {
    const { order, router } = await startCheckout();
    await user().click(placeOrder());
    const dialog = await screen.findByRole('dialog', { name: 'Are these details correct?' });
    const confirm = within(dialog).getByRole('button', { name: 'Place Order' });
    await waitFor(() => expect(confirm).toBeEnabled());
    // Placed meanwhile by an attempt whose key this tab never kept (another tab, cleared storage).
    await mockBackend.db.orders.update((q) => q.where({ id: order.id }), {
      data(stored) {
        stored.status = 'submitted';
        stored.idempotency_key = 'another-tab-key';
      },
    });
    await user().click(confirm);

    await waitFor(() => expect(router.path()).toBe(`/order/confirm?id=${order.id}`));
    expect(screen.queryByText('This order has already been submitted.')).not.toBeInTheDocument();
    expect(useOrderStore.getState().order).toBeNull();
  });
});
