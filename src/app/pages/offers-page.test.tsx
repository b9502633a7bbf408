import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBackend, server } from '../../../mocks/node';
import { SEEDED_CART_ORDER_ID } from '../../../mocks/seed/constants';
import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { getOrder } from '../../api/generated/endpoints/orders/orders';
import { usePreferencesStore } from '../../stores';
import { startWithSeededCart } from '../../testing/seeded-cart';
import { renderRoute } from '../../testing/render-route';
import { signInDemoMember } from '../../testing/signed-in-member';

const offersList = () => screen.findByRole('region', { name: 'Your offers' });

describe('/offers', () => {
  afterAll(() => mockBackend.reset());

  it('sends a guest to sign in, to come back here', async () => {
    const { router } = renderRoute('/offers');
    await waitFor(() => expect(router.path()).toBe('/account/login?redirect=%2Foffers'));
  });

  it("lists the member's usable offers, asked for as client web, environment prod, version 2", async () => {
    const lookups: Headers[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/members/offers/all')) lookups.push(request.headers);
    });
    await signInDemoMember();
    renderRoute('/offers');

    const list = await offersList();
    expect(await within(list).findByText('$3 Off Your Order')).toBeVisible();
    expect(within(list).getByText('Happy Birthday! A Biscuit on Us')).toBeVisible();
    // Expired, complete, redeemed and catering offers are not shown on the main site (SPEC §5).
    for (const hidden of ['$5 Off Any Family Meal', 'Free Legendary Sweet Tea', '$2 Off Breakfast'])
      expect(within(list).queryByText(hidden)).not.toBeInTheDocument();
    expect(within(list).queryByText(/Catering/)).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Start an order to use your offers.' })).toHaveAttribute(
      'href',
      '/order',
    );
    expect(lookups[0]?.get('X-Client')).toBe('web');
    expect(lookups[0]?.get('X-Env')).toBe('prod');
    expect(lookups[0]?.get('X-Client-Version')).toBe('2');
  });

  it('lists the offers in Spanish on a Spanish page, and in English again after a switch', async () => {
    await signInDemoMember();
    renderRoute('/offers', { locale: 'es' });

    const spanishList = await screen.findByRole('region', { name: 'Tus ofertas' });
    expect(await within(spanishList).findByText('$3 de descuento en tu pedido')).toBeVisible();
    expect(within(spanishList).getByText('¡Feliz cumpleaños! Un biscuit por nuestra cuenta')).toBeVisible();
    expect(within(spanishList).queryByText('$3 Off Your Order')).not.toBeInTheDocument();

    act(() => usePreferencesStore.getState().setLanguage('en-US'));
    const list = await offersList();
    expect(await within(list).findByText('$3 Off Your Order')).toBeVisible();
    expect(within(list).queryByText('$3 de descuento en tu pedido')).not.toBeInTheDocument();
  });

  it('marks an offer the server has no Spanish for as English', async () => {
    await signInDemoMember();
    const untranslated = {
      id: 'offer-friend',
      label: 'Bring a Friend',
      description: 'A second combo for $1.',
      cred: 'FRIEND',
      status: 'incomplete',
      expires: null,
      channel: 'default',
      language: 'en',
    };
    server.use(
      http.get('*/api/v1/members/offers/all', () =>
        HttpResponse.json({ status: 200, offers: [untranslated] }),
      ),
    );
    renderRoute('/offers', { locale: 'es' });

    const list = await screen.findByRole('region', { name: 'Tus ofertas' });
    expect(await within(list).findByText('Bring a Friend')).toHaveAttribute('lang', 'en');
    expect(within(list).getByText('A second combo for $1.')).toHaveAttribute('lang', 'en');
  });

  it('applies an offer to the current order and takes it off again', async () => {
    await startWithSeededCart({ member: true });
    renderRoute('/offers');
    const list = await offersList();

    await userEvent.click(await within(list).findByRole('button', { name: 'Apply $3 Off Your Order' }));
    const remove = await within(list).findByRole('button', { name: 'Remove $3 Off Your Order' });
    expect((await getOrder(SEEDED_CART_ORDER_ID)).rewards?.map(({ label }) => label)).toContain(
      '$3 Off Your Order',
    );

    await userEvent.click(remove);
    expect(await within(list).findByRole('button', { name: 'Apply $3 Off Your Order' })).toBeVisible();
    expect((await getOrder(SEEDED_CART_ORDER_ID)).rewards ?? []).toHaveLength(0);
  });

  it('shows no offers and no error when the lookup fails (SPEC §8: treated as status 400)', async () => {
    await signInDemoMember();
    mockBackend.useScenario('offers-lookup-fails');
    renderRoute('/offers');

    const list = await offersList();
    expect(await within(list).findByText('You have no offers right now. Check back soon!')).toBeVisible();
    expect(within(list).getByRole('alert')).toBeEmptyDOMElement();
  });

  it('redeems a reward with points, after which the balance shows fewer points', async () => {
    await signInDemoMember();
    renderRoute('/offers');
    const rewards = await screen.findByRole('region', { name: 'Rewards for your points' });
    const before = Number((await within(rewards).findByText(/^You have/)).textContent?.replace(/\D/g, ''));

    await userEvent.click(
      within(rewards).getByRole('button', { name: 'Redeem Free Biscuit for 150 points' }),
    );

    expect(await within(rewards).findByText('Free Biscuit is now in your offers.')).toBeVisible();
    await waitFor(() =>
      expect(within(rewards).getByText(/^You have/)).toHaveTextContent(
        `You have ${(before - 150).toLocaleString('en-US')} points.`,
      ),
    );
  });
});
