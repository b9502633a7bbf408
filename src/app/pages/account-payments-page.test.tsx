import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBackend, server } from '../../../mocks/node';
import { LOCATION_IDS } from '../../../mocks/seed/constants';
import { addFavoriteLocation, listPayments } from '../../api/generated/endpoints/members/members';
import { signInDemoMember } from '../../testing/signed-in-member';
import { useLocationStore, useOrderStore } from '../../stores';
import { renderRoute } from '../../testing/render-route';
import { LiveAnnouncer } from '../../ui/announcer/live-announcer';

const section = (name: string) => screen.findByRole('region', { name });

describe('/account/payments', () => {
  beforeEach(async () => {
    await signInDemoMember();
  });
  afterAll(() => mockBackend.reset());

  it('lists the saved cards, the default first, and removes one after a confirmation', async () => {
    renderRoute('/account/payments');
    const cards = await section('Saved cards');
    const items = await within(cards).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Visa ending in 4242Default/),
      expect.stringMatching(/^Amex ending in 0005/),
    ]);

    await userEvent.click(within(cards).getByRole('button', { name: 'Remove Amex ending in 0005' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await listPayments()).toHaveLength(2);

    await userEvent.click(within(cards).getByRole('button', { name: 'Remove Amex ending in 0005' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove this card?' })).getByRole('button', {
        name: 'Remove',
      }),
    );

    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(1));
    expect((await listPayments()).map(({ account }) => account.cardsuffix)).toEqual(['4242']);
  });

  it('moves the focus to the next Remove button, or to the empty list, and says what went', async () => {
    // The page's live region, which the app mounts beside the routes.
    const pageRegion = render(<LiveAnnouncer />).getByRole('status');
    renderRoute('/account/payments');
    const cards = await section('Saved cards');
    await within(cards).findAllByRole('listitem');

    await userEvent.click(within(cards).getByRole('button', { name: 'Remove Visa ending in 4242' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove this card?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() =>
      expect(within(cards).getByRole('button', { name: 'Remove Amex ending in 0005' })).toHaveFocus(),
    );
    expect(pageRegion).toHaveTextContent('Visa ending in 4242 removed.');

    await userEvent.keyboard('{Enter}');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove this card?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() => expect(within(cards).getByText('You have no saved cards.')).toHaveFocus());
    expect(pageRegion).toHaveTextContent('Amex ending in 0005 removed.');
  });

  it('sends one removal however often Remove is clicked', async () => {
    const deletes: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE') deletes.push(new URL(request.url).pathname);
    });
    renderRoute('/account/payments');
    const addresses = await section('Delivery addresses');
    const [first] = await within(addresses).findAllByRole('button', { name: /^Remove / });
    await userEvent.click(first as HTMLElement);
    const remove = within(await screen.findByRole('dialog', { name: 'Remove this address?' })).getByRole(
      'button',
      { name: 'Remove' },
    );

    await userEvent.tripleClick(remove);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes).toHaveLength(1);
    expect(deletes[0]).toMatch(/^\/api\/v1\/members\/addresses\/\d+$/);
  });

  it('orders from a favourite location chosen in the favourites select', async () => {
    const { router } = renderRoute('/account/payments');
    const favorites = await section('Favorite locations');
    expect(await within(favorites).findAllByRole('listitem')).toHaveLength(2);
    const select = await screen.findByRole('listbox', { name: 'Order from a favorite location' });
    expect(select).toHaveAttribute('size', '3');

    const ballantyne = within(select)
      .getAllByRole('option')
      .find((option) => option.textContent?.includes('Ballantyne'));
    await userEvent.selectOptions(select, ballantyne as HTMLOptionElement);
    await userEvent.click(screen.getByRole('button', { name: 'Order Here' }));

    await waitFor(() => expect(router.path()).toBe('/order'));
    expect(useLocationStore.getState().location?.id).toBe(LOCATION_IDS.charlotteBallantyne);
    expect(useOrderStore.getState().order?.location_id).toBe(LOCATION_IDS.charlotteBallantyne);
  });

  it('says a favourite closed all week is not taking orders, instead of offering to order there', async () => {
    await addFavoriteLocation(LOCATION_IDS.matthewsClosed);
    renderRoute('/account/payments');
    const select = await screen.findByRole('listbox', { name: 'Order from a favorite location' });
    const matthews = await within(select).findByRole('option', { name: /Matthews.*not taking orders/ });

    await userEvent.selectOptions(select, matthews as HTMLOptionElement);

    expect(await screen.findByText('This restaurant is not taking orders.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Order Here' })).not.toBeInTheDocument();
    expect(useLocationStore.getState().location).toBeNull();
  });

  it('removes a favourite location after a confirmation', async () => {
    renderRoute('/account/payments');
    const favorites = await section('Favorite locations');
    const [first] = await within(favorites).findAllByRole('button', { name: /^Remove / });
    await userEvent.click(first as HTMLElement);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove this favorite location?' })).getByRole(
        'button',
        { name: 'Remove' },
      ),
    );

    await waitFor(() => expect(within(favorites).getAllByRole('listitem')).toHaveLength(1));
  });
});
