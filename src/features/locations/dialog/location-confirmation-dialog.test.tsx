import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBackend } from '../../../../mocks/node';
import { DEMO_MEMBER, LOCATION_IDS } from '../../../../mocks/seed/constants';
import { getLocation } from '../../../api/generated/endpoints/locations/locations';
import { getOrder } from '../../../api/generated/endpoints/orders/orders';
import { COOKIE_NAMES, readCookie } from '../../../lib/cookies';
import {
  useLocationStore,
  useOrderStore,
  useUiStore,
  type ConfirmLocationOrigin,
  type ConfirmLocationSection,
} from '../../../stores';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LocationDialogHost } from './location-dialog-host';
import { holdDemoMemberSession } from '../../../testing/signed-in-member';

// The dialog is a lazily loaded chunk: load it before the tests, which then wait only for the dialog.
beforeAll(() => import('./location-confirmation-dialog'));

function stubGeolocation(outcome: { lat: number; lng: number } | { code: number }) {
  const geolocation = {
    getCurrentPosition: (found: PositionCallback, failed: PositionErrorCallback) => {
      if ('code' in outcome) failed({ code: outcome.code } as GeolocationPositionError);
      else found({ coords: { latitude: outcome.lat, longitude: outcome.lng } } as GeolocationPosition);
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

/** Renders the dialog the way the layout does, opened from a Menu link on the home page. */
async function openDialog(
  section: ConfirmLocationSection = 'pickup',
  origin: ConfirmLocationOrigin = 'menu',
) {
  const { router } = renderWithProviders(
    <>
      <button type="button" onClick={() => useUiStore.getState().openConfirmLocationModal(section, origin)}>
        Menu
      </button>
      <LocationDialogHost />
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  const dialog = await screen.findByRole('dialog');
  return { dialog, history: router.history };
}

async function chooseRecent(id: number = LOCATION_IDS.charlotteSouthEnd) {
  useLocationStore.getState().setLocation(await getLocation(id));
}

describe('Location confirmation dialog, pickup', () => {
  it('asks where to order from, offering the RECENT location and NEAREST', async () => {
    await chooseRecent();
    const { dialog } = await openDialog();

    expect(dialog).toHaveAccessibleName('WHERE WOULD YOU LIKE TO ORDER FROM?');
    expect(within(dialog).getByRole('radio', { name: /^RECENT Charlotte – South End/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /^NEAREST/ })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Don’t show me this again' })).not.toBeChecked();
    expect(within(dialog).getByRole('link', { name: 'Change Location' })).toHaveAttribute(
      'href',
      '/locations',
    );
  });

  it('Continue sets the recent location, creates the order there and goes to /order', async () => {
    await chooseRecent();
    const { dialog, history } = await openDialog();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(history.at(-1)).toBe('/order'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useOrderStore.getState().order?.location_id).toBe(LOCATION_IDS.charlotteSouthEnd);
  });

  it('NEAREST finds the location nearest the browser, and Continue orders from it', async () => {
    stubGeolocation({ lat: 35.229, lng: -80.8419 });
    await chooseRecent();
    const { dialog, history } = await openDialog();

    await userEvent.click(within(dialog).getByRole('radio', { name: /^NEAREST/ }));
    expect(await within(dialog).findByRole('radio', { name: /^NEAREST Charlotte – Uptown/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(history.at(-1)).toBe('/order'));
    expect(useLocationStore.getState().location?.id).toBe(LOCATION_IDS.charlotteUptown);
  });

  it('says why there is no NEAREST when the browser denies the location, and stays open', async () => {
    stubGeolocation({ code: 1 });
    await chooseRecent();
    const { dialog, history } = await openDialog();

    await userEvent.click(within(dialog).getByRole('radio', { name: /^NEAREST/ }));
    expect(await within(dialog).findByText(/Location access is turned off/)).toHaveAttribute(
      'role',
      'status',
    );
    // Said once: announced where it is shown, not repeated beside it.
    expect(within(dialog).getAllByText(/Location access is turned off/)).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(history).toEqual(['/']);
  });

  it('goes straight to /order when there is no recent location', async () => {
    const { dialog, history } = await openDialog();
    expect(within(dialog).getByText('You have not chosen a location yet.')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(history.at(-1)).toBe('/order');
    expect(useOrderStore.getState().order).toBeNull();
  });

  it('goes on to /order/checkout when opened from order-again', async () => {
    await chooseRecent();
    const { dialog, history } = await openDialog('pickup', 'order-again');
    expect(within(dialog).getByRole('link', { name: 'Change Location' })).toHaveAttribute(
      'href',
      '/locations?then=checkout',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(history.at(-1)).toBe('/order/checkout'));
  });

  it('"Don\'t show me this again" sets the location-confirmed cookie, and unticking it clears it', async () => {
    await chooseRecent();
    const { dialog } = await openDialog();
    const remember = within(dialog).getByRole('checkbox', { name: 'Don’t show me this again' });

    await userEvent.click(remember);
    expect(readCookie(COOKIE_NAMES.locationConfirmed)).toBe('true');
    await userEvent.click(remember);
    expect(readCookie(COOKIE_NAMES.locationConfirmed)).toBeUndefined();
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    await chooseRecent();
    const { dialog } = await openDialog();

    fireEvent(dialog, new Event('cancel', { cancelable: true }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useUiStore.getState().confirmLocationModal.open).toBe(false);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('closes when Change Location takes the visitor to the location finder', async () => {
    await chooseRecent();
    const { dialog, history } = await openDialog();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Change Location' }));
    expect(history.at(-1)).toBe('/locations');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Location confirmation dialog, delivery', () => {
  beforeEach(async () => {
    await mockBackend.reset({ signedIn: true });
  });
  afterAll(async () => {
    await mockBackend.reset();
  });

  it("asks 'ORDER TO?' with the member's saved addresses, the first one chosen", async () => {
    holdDemoMemberSession();
    await chooseRecent(LOCATION_IDS.charlotteUptown);
    const { dialog } = await openDialog('delivery');

    expect(dialog).toHaveAccessibleName('ORDER TO?');
    expect(await within(dialog).findByRole('radio', { name: /^600 S Tryon St, Apt 1204/ })).toBeChecked();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
    expect(within(dialog).getByRole('link', { name: 'New Address' })).toHaveAttribute(
      'href',
      '/locations?mode=delivery',
    );
  });

  it('chooses the first saved address even when another one is marked default (SPEC §3)', async () => {
    await mockBackend.db.members.update((q) => q.where({ id: DEMO_MEMBER.id }), {
      data(member) {
        member.addresses = [...(member.addresses ?? [])].reverse();
      },
    });
    holdDemoMemberSession();
    await chooseRecent(LOCATION_IDS.charlotteUptown);
    const { dialog } = await openDialog('delivery');

    const radios = await within(dialog).findAllByRole('radio');
    expect(radios[0]).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /^600 S Tryon St, Apt 1204/ })).not.toBeChecked();
  });

  it('Continue finds the delivering location, puts the chosen address on the order and goes to /order', async () => {
    holdDemoMemberSession();
    await chooseRecent(LOCATION_IDS.charlotteUptown);
    const { dialog, history } = await openDialog('delivery');

    await userEvent.click(await within(dialog).findByRole('radio', { name: /^1801 South Blvd/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(history.at(-1)).toBe('/order'));
    const order = await getOrder(useOrderStore.getState().order?.id ?? '');
    expect(order.handoff).toBe('dispatch');
    expect(order.address).toMatchObject({ address: '1801 South Blvd', zip: '28203' });
  });

  it('goes straight to /order when there is no saved address (a guest)', async () => {
    await chooseRecent(LOCATION_IDS.charlotteUptown);
    const { dialog, history } = await openDialog('delivery');
    expect(within(dialog).getByText('You have no saved delivery addresses yet.')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(history.at(-1)).toBe('/order');
  });
});
