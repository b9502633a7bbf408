import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getOrder,
  setOrderCustomFields,
  setOrderHandoff,
  submitOrder,
} from '../../../api/generated/endpoints/orders/orders';
import { listPayments } from '../../../api/generated/endpoints/members/members';
import { noonInCharlotte, pinClock } from '../../../../mocks/clock';
import { mockBackend, server } from '../../../../mocks/node';
import { DEMO_MEMBER, SEEDED_CART_ORDER_ID } from '../../../../mocks/seed/constants';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { OrderStatusView } from './order-status-view';
import { holdDemoMemberSession } from '../../../testing/signed-in-member';

// The site data check loads on first use: loaded here, the waits below are for the mock only.
beforeAll(() => import('../../../api/site-data/check-site-data-file'));
afterAll(() => mockBackend.reset());

/** Submits the seeded cart as the demo member, curbside or pickup, through the contract's calls. */
async function submittedOrder(handoff: 'pickup' | 'curbside') {
  // An ASAP order: while the restaurant is open, whatever the time of the run.
  pinClock(noonInCharlotte());
  await mockBackend.reset({ cart: 'full', signedIn: true });
  holdDemoMemberSession();
  const id = SEEDED_CART_ORDER_ID;
  if (handoff === 'curbside') await setOrderHandoff(id, 'curbside');
  await setOrderCustomFields(id, {
    fields: {
      first_name: 'Bo',
      last_name: 'Whitfield',
      email: DEMO_MEMBER.email,
      phone: '7045550142',
      vehicle: handoff === 'curbside' ? { make: 'Ford', model: 'F-150', color: 'Red' } : null,
    },
  });
  const payment = (await listPayments()).find((saved) => saved.account.cardsuffix !== '0002');
  const order = await getOrder(id);
  await submitOrder(
    id,
    {
      usertype: 'user',
      payments: [{ type: 'creditcard', amount: order.totals.total, account_id: payment?.account.id }],
    },
    { headers: { 'Idempotency-Key': crypto.randomUUID() } },
  );
  return getOrder(id);
}

function countStatusCalls(): { count: number } {
  const calls = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && request.url.endsWith('/status')) calls.count += 1;
  });
  return calls;
}

describe('Order confirmation (/order/confirm)', () => {
  it('shows the submitted order, its items and totals, and polls the status until final', async () => {
    const order = await submittedOrder('pickup');
    const calls = countStatusCalls();
    // The poll's interval runs on the test's clock, so "no more calls later" needs no real wait.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    renderWithProviders(<OrderStatusView orderId={order.id} heading={<h1>Thanks</h1>} pollMs={50} />);
    expect(await screen.findByText('Order received')).toBeVisible();
    expect(screen.getByText('Pickup Time:')).toBeVisible();
    for (const line of order.products)
      expect(screen.getByText(`${line.quantity} × ${line.name}`)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Order summary' })).toBeVisible();
    await waitFor(() => expect(calls.count).toBeGreaterThan(1));

    // Far in the future the order is completed: a final status, after which polling stops.
    pinClock(new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
    expect(await screen.findByText('Order complete')).toBeVisible();
    const settled = calls.count;
    await vi.advanceTimersByTimeAsync(20 * 50);
    expect(calls.count).toBe(settled);
    expect(screen.queryByRole('button', { name: "I'm here" })).not.toBeInTheDocument();
  });

  it("lets a curbside guest announce their arrival with I'm here", async () => {
    const order = await submittedOrder('curbside');
    renderWithProviders(<OrderStatusView orderId={order.id} heading={<h1>Thanks</h1>} />);
    await userEvent.click(await screen.findByRole('button', { name: "I'm here" }));
    expect(await screen.findByText("Thanks! We've let the restaurant know you're here.")).toBeVisible();
    expect(screen.queryByRole('button', { name: "I'm here" })).not.toBeInTheDocument();
  });

  it('cancels the placed order after asking, while the restaurant still allows it', async () => {
    const order = await submittedOrder('pickup');
    renderWithProviders(<OrderStatusView orderId={order.id} heading={<h1>Thanks</h1>} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));

    expect(await screen.findByText('Cancelled')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect((await getOrder(order.id)).status).toBe('cancelled');
  });

  describe('the status in the words of the order-statuses site data file', () => {
    const statusLine = () => screen.getByText(/^(Status|Estado):$/).parentElement;

    it('reads them in the language shown', async () => {
      const order = await submittedOrder('pickup');
      renderWithProviders(<OrderStatusView orderId={order.id} heading={<h1>Gracias</h1>} />, {
        locale: 'es',
      });
      expect(await screen.findByText('Pedido recibido')).toBeVisible();
      expect(statusLine()).toHaveTextContent('Estado: Pedido recibido');
    });

    it('shows the built-in words, and warns, when the file is broken', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const order = await submittedOrder('pickup');
      mockBackend.useScenario('site-data-broken');
      renderWithProviders(<OrderStatusView orderId={order.id} heading={<h1>Thanks</h1>} />);
      expect(await screen.findByText('Received')).toBeVisible();
      expect(statusLine()).toHaveTextContent('Status: Received');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('/_data/order-statuses.json is broken'));
    });
  });
});
