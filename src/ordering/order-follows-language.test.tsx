import { act, screen } from '@testing-library/react';
import { createOrder } from '../api/generated/endpoints/orders/orders';
import { useListOrderRewards } from '../api/generated/endpoints/rewards/rewards';
import { useListOrderUpsells } from '../api/generated/endpoints/upsells/upsells';
import { LOCATION_IDS, MENU_IDS } from '../../mocks/seed/constants';
import { SPANISH_MENU_TEXT } from '../../mocks/seed/menu-spanish';
import { useOrderStore, usePreferencesStore } from '../stores';
import { orderReference } from '../testing/order-reference';
import { renderWithProviders } from '../testing/render-with-providers';
import { signInDemoMember } from '../testing/signed-in-member';
import { OrderFollowsLanguage } from './order-follows-language';

function Suggestions({ orderId }: { orderId: string }) {
  const { data } = useListOrderUpsells(orderId);
  const names = data?.groups.flatMap((group) => group.items.map((item) => item.name)) ?? [];
  return (
    <ul aria-label="suggestions">
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

function UsableOffers({ orderId }: { orderId: string }) {
  const { data } = useListOrderRewards(orderId);
  return (
    <ul aria-label="offers">
      {data?.rewards.map((offer) => (
        <li key={offer.id}>{offer.label}</li>
      ))}
    </ul>
  );
}

describe('OrderFollowsLanguage', () => {
  it("asks for the order's suggestions again after a language switch, so they read in the new language", async () => {
    const order = await createOrder({ menu_id: MENU_IDS.regular, location_id: LOCATION_IDS.charlotteUptown });
    useOrderStore.getState().setOrder(orderReference(order.id));
    renderWithProviders(
      <>
        <OrderFollowsLanguage />
        <Suggestions orderId={order.id} />
      </>,
    );
    const english = (await screen.findAllByRole('listitem')).map((item) => item.textContent ?? '');
    const translated = english.find((name) => SPANISH_MENU_TEXT[name] && SPANISH_MENU_TEXT[name] !== name);
    if (!translated) throw new Error(`no suggestion with a Spanish name among ${english.join(', ')}`);

    act(() => usePreferencesStore.getState().setLanguage('es'));

    expect(await screen.findByText(SPANISH_MENU_TEXT[translated] ?? '')).toBeVisible();
    expect(screen.queryByText(translated)).not.toBeInTheDocument();
  });

  it('asks again for the wallet offers usable on the order after a language switch', async () => {
    await signInDemoMember();
    const order = await createOrder({ menu_id: MENU_IDS.regular, location_id: LOCATION_IDS.charlotteUptown });
    useOrderStore.getState().setOrder(orderReference(order.id));
    renderWithProviders(
      <>
        <OrderFollowsLanguage />
        <UsableOffers orderId={order.id} />
      </>,
    );
    expect(await screen.findByText('$3 Off Your Order')).toBeVisible();

    act(() => usePreferencesStore.getState().setLanguage('es'));

    expect(await screen.findByText('$3 de descuento en tu pedido')).toBeVisible();
    expect(screen.queryByText('$3 Off Your Order')).not.toBeInTheDocument();
  });
});
