import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { getMenu } from '../../../api/generated/endpoints/menus/menus';
import { getListPaymentsQueryKey } from '../../../api/generated/endpoints/members/members';
import { addOrderProducts, createOrder } from '../../../api/generated/endpoints/orders/orders';
import { noonInCharlotte, pinClock } from '../../../../mocks/clock';
import { mockBackend, server } from '../../../../mocks/node';
import { LOCATION_IDS, MENU_IDS, SKUS } from '../../../../mocks/seed/constants';
import { chooseServerOrder } from '../../../testing/order-reference';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { OrderConfirmationDialog } from '../confirm/order-confirmation-dialog';
import { CheckoutScreen } from './checkout-screen';
import { holdDemoMemberSession } from '../../../testing/signed-in-member';

afterAll(() => mockBackend.reset());

/** A member's catering cart at Charlotte – Uptown, which asks for catering 24 hours ahead. */
async function startCateringCheckout(at: string) {
  pinClock(at);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
  await mockBackend.reset({ signedIn: true });
  holdDemoMemberSession();
  const menu = await getMenu(MENU_IDS.catering);
  const pack = menu.categories
    .flatMap((category) => category.products)
    .find((product) => product.sku === SKUS.cateringSweetTeaGallon);
  const created = await createOrder({
    menu_id: MENU_IDS.catering,
    location_id: LOCATION_IDS.charlotteUptown,
  });
  await addOrderProducts(created.id, { products: [{ id: pack?.id ?? 0, quantity: 1, choices: [] }] });
  await chooseServerOrder(created.id);
  return renderWithProviders(
    <>
      <CheckoutScreen heading={<h1>Checkout</h1>} />
      <OrderConfirmationDialog />
    </>,
    { path: '/order/checkout' },
  );
}

const placeOrder = () => screen.getByRole('button', { name: 'Place order' });

describe('checkout on catering', () => {
  it('offers no ASAP, says catering is ordered 24 hours ahead, and starts the times a day out', async () => {
    const noon = noonInCharlotte();
    await startCateringCheckout(noon);
    const asap = await screen.findByRole('radio', { name: 'As soon as possible' });
    await waitFor(() => expect(asap).toBeDisabled());
    expect(asap).toHaveAccessibleDescription(
      'Catering orders must be placed at least 24 hours ahead. Please schedule your order.',
    );
    expect(screen.getByRole('radio', { name: 'Schedule for later' })).toBeChecked();
    const picker = (await screen.findByRole('combobox', { name: 'Time' })) as HTMLSelectElement;
    const offered = [...picker.options].map((option) => option.value).filter(Boolean);
    expect(offered.length).toBeGreaterThan(0);
    const dayLater = Date.parse(noon) + 24 * 60 * 60 * 1000;
    expect(offered.every((time) => Date.parse(time) >= dayLater)).toBe(true);
    expect(screen.queryByRole('option', { name: /^Today,/ })).not.toBeInTheDocument();
  });

  it('holds Place order while the first slot is being chosen, then opens the confirmation', async () => {
    // The first slot is saved on the order only when the test lets it through.
    const { promise: timeSaved, resolve: letTimeThrough } = Promise.withResolvers<undefined>();
    server.use(http.put('*/api/v1/orders/:id/time', () => timeSaved));
    const { queryClient } = await startCateringCheckout(noonInCharlotte());
    await screen.findByRole('combobox', { name: 'Time' });
    // The saved cards are in, so only the time being saved holds Place order back.
    await waitFor(() => expect(queryClient.getQueryState(getListPaymentsQueryKey())?.status).toBe('success'));
    expect(placeOrder()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(placeOrder());
    expect(screen.queryByText('Please choose a time for your order.')).not.toBeInTheDocument();

    letTimeThrough(undefined);
    await waitFor(() => expect(placeOrder()).not.toHaveAttribute('aria-disabled'));
    await userEvent.setup().click(placeOrder());
    expect(await screen.findByRole('dialog', { name: 'Are these details correct?' })).toBeVisible();
    expect(screen.queryByText('Please choose a time for your order.')).not.toBeInTheDocument();
  });
});
