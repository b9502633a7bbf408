import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGetMenuTimesQueryKey, getMenuTimes } from '../../../api/generated/endpoints/menus/menus';
import { addOrderProducts, createOrder, getOrder } from '../../../api/generated/endpoints/orders/orders';
import { getMenu } from '../../../api/generated/endpoints/menus/menus';
import { noonInCharlotte, pinClock } from '../../../../mocks/clock';
import { mockBackend, server } from '../../../../mocks/node';
import {
  DEMO_MEMBER,
  LOCATION_IDS,
  MENU_IDS,
  SEEDED_CART_ORDER_ID,
  SKUS,
} from '../../../../mocks/seed/constants';
import { chooseServerOrder } from '../../../testing/order-reference';
import { startWithSeededCart } from '../../../testing/seeded-cart';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render-with-providers';
import { OrderConfirmationDialog } from '../confirm/order-confirmation-dialog';
import { CheckoutScreen } from './checkout-screen';

/** Thursday 26 November 2026 in Charlotte (EST, UTC−5); Charlotte – Uptown opens 6 AM to 10 PM. */
const THURSDAY_NIGHT = '2026-11-27T04:30:00Z'; // 11:30 PM
const THURSDAY_2150 = '2026-11-27T02:50:00Z'; // 9:50 PM: ready at 10:05, after closing
const FRIDAY_FIRST_SLOT = '2026-11-27T11:15:00.000Z'; // 6:15 AM

afterAll(() => mockBackend.reset());

/** The demo member's full cart at checkout, with the mock's clock and the page's clock at `at`. */
async function startCheckout(at: string = noonInCharlotte()) {
  pinClock(at);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
  const order = await startWithSeededCart({ member: true });
  // The menu's times at hand: the picker can show at once.
  const queryClient = createTestQueryClient();
  const where = { location_id: order.location_id };
  queryClient.setQueryData(
    getGetMenuTimesQueryKey(order.menu_id, where),
    await getMenuTimes(order.menu_id, where),
  );
  const view = renderWithProviders(
    <>
      <CheckoutScreen heading={<h1>Checkout</h1>} />
      <OrderConfirmationDialog />
    </>,
    { path: '/order/checkout', queryClient },
  );
  await screen.findByRole('group', { name: 'How would you like to get your order?' });
  await waitFor(() => expect(placeOrder()).not.toHaveAttribute('aria-disabled'));
  return { order, ...view };
}

function recordTimes(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname.endsWith('/time')) {
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
    }
  });
  return bodies;
}

const user = () => userEvent.setup();
const placeOrder = () => screen.getByRole('button', { name: 'Place order' });
const picker = () => screen.findByRole('combobox', { name: 'Time' });
const shownChoice = (select: HTMLElement) =>
  (select as HTMLSelectElement).selectedOptions[0]?.textContent ?? '';
const wantedOnServer = async () => (await getOrder(SEEDED_CART_ORDER_ID)).time;

describe('ordering ahead', () => {
  it.each([
    [
      'closed at night',
      THURSDAY_NIGHT,
      'The restaurant is closed right now. Please schedule your order for later.',
    ],
    [
      'closing before an order placed at 9:50 PM would be ready',
      THURSDAY_2150,
      'The restaurant closes before an order placed now would be ready. Please schedule your order for later.',
    ],
  ])(
    'takes ASAP away when %s, says why, and schedules the first open slot, which the dialog shows',
    async (_when, at, why) => {
      const times = recordTimes();
      await startCheckout(at);
      const asap = screen.getByRole('radio', { name: 'As soon as possible' });
      expect(asap).toBeDisabled();
      expect(asap).toHaveAccessibleDescription(why);
      expect(screen.getByRole('radio', { name: 'Schedule for later' })).toBeChecked();
      const select = await picker();
      await waitFor(() => expect(shownChoice(select)).toMatch(/^Fri, Nov 27, 6:15\sAM$/));
      await waitFor(() => expect(times).toEqual([{ time: FRIDAY_FIRST_SLOT }]));
      await waitFor(async () =>
        expect(await wantedOnServer()).toMatchObject({ mode: 'advance', wanted: FRIDAY_FIRST_SLOT }),
      );
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Time' })).toBeEnabled());

      await user().click(placeOrder());
      const dialog = await screen.findByRole('dialog', { name: 'Are these details correct?' });
      expect(within(dialog).getByText('Pickup Time:').parentElement).toHaveTextContent(
        /^Pickup Time: Friday, November 27, 6:15\sAM$/,
      );
    },
  );

  it('asks for a time beside the picker when Schedule for later has none, and moves focus there', async () => {
    const custom: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/custom')) custom.push(request.url);
    });
    await startCheckout();
    await user().click(screen.getByRole('radio', { name: 'Schedule for later' }));
    const select = await picker();
    await user().click(placeOrder());

    const message = 'Please choose a time for your order.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(select).toHaveFocus();
    expect(select).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(custom).toEqual([]);
    expect((await wantedOnServer()).mode).toBe('asap');

    const option = within(select)
      .getAllByRole('option')
      .find((o) => !(o as HTMLOptionElement).disabled);
    await user().selectOptions(select, option as HTMLOptionElement);
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    await user().click(placeOrder());
    const dialog = await screen.findByRole('dialog', { name: 'Are these details correct?' });
    const chosen = option as HTMLOptionElement;
    expect(within(dialog).getByText('Pickup Time:').parentElement).toHaveTextContent(
      `Pickup Time: ${chosen.textContent ?? ''}`,
    );
    expect(await wantedOnServer()).toMatchObject({ mode: 'advance' });
    expect(Date.parse((await wantedOnServer()).wanted ?? '')).toBe(Date.parse(chosen.value));
  });

  it('brings the picker back with fresh slots and the message when the slot is taken at submit', async () => {
    const { router } = await startCheckout();
    mockBackend.useScenario('slot-taken-at-submit');
    await user().click(screen.getByRole('radio', { name: 'Schedule for later' }));
    const select = await picker();
    const [first, second] = within(select)
      .getAllByRole('option')
      .filter((o) => !(o as HTMLOptionElement).disabled) as HTMLOptionElement[];
    await user().selectOptions(select, first as HTMLOptionElement);
    await waitFor(async () => expect((await wantedOnServer()).mode).toBe('advance'));
    await user().click(placeOrder());
    const dialog = await screen.findByRole('dialog', { name: 'Are these details correct?' });
    await user().click(within(dialog).getByRole('button', { name: 'Place Order' }));

    const message = 'This time is no longer available. Please choose another time.';
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const fresh = await picker();
    await waitFor(() => expect(fresh).toHaveFocus());
    await waitFor(() =>
      expect(within(fresh).queryByRole('option', { name: first?.textContent ?? '' })).toBeNull(),
    );
    expect(shownChoice(fresh)).toBe('Choose a time');
    expect(screen.getByLabelText(/^First name/)).toHaveValue(DEMO_MEMBER.first_name);

    await user().selectOptions(fresh, second?.textContent ?? '');
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    await user().click(placeOrder());
    const again = await screen.findByRole('dialog', { name: 'Are these details correct?' });
    await user().click(within(again).getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.path()).toBe(`/order/confirm?id=${SEEDED_CART_ORDER_ID}`));
    expect(await wantedOnServer()).toMatchObject({ mode: 'advance' });
    expect(Date.parse((await wantedOnServer()).wanted ?? '')).toBe(Date.parse(second?.value ?? ''));
  });
});

describe('a restaurant closed all week', () => {
  it('offers neither ASAP nor any time, and says it is not taking orders', async () => {
    pinClock(noonInCharlotte());
    await mockBackend.reset();
    const menu = await getMenu(MENU_IDS.regular);
    const rice = menu.categories
      .flatMap((category) => category.products)
      .find((p) => p.sku === SKUS.dirtyRice);
    if (!rice) throw new Error('seed changed');
    const created = await createOrder({
      menu_id: MENU_IDS.regular,
      location_id: LOCATION_IDS.matthewsClosed,
    });
    await addOrderProducts(created.id, { products: [{ id: rice.id, quantity: 1, choices: [] }] });
    await chooseServerOrder(created.id);
    renderWithProviders(<CheckoutScreen heading={<h1>Checkout</h1>} />, { path: '/order/checkout' });

    expect(
      await screen.findByText(
        'This restaurant is not taking orders right now. Please choose another location.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'As soon as possible' })).toBeDisabled();
    expect(screen.queryByRole('combobox', { name: 'Time' })).not.toBeInTheDocument();
  });
});
