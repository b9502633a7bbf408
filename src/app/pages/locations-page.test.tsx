import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockBackend, server } from '../../../mocks/node';
import { LOCATION_IDS, MENU_IDS, SKUS } from '../../../mocks/seed/constants';
import { getMenu } from '../../api/generated/endpoints/menus/menus';
import {
  addOrderProducts,
  createOrder,
  getOrder,
  setOrderAddress,
  setOrderHandoff,
} from '../../api/generated/endpoints/orders/orders';
import { useLocationStore, useOrderStore } from '../../stores';
import { renderWithProviders } from '../../testing/render-with-providers';
import { LocationsPage } from './locations-page';
import { holdDemoMemberSession } from '../../testing/signed-in-member';

const renderAt = (path: string) => renderWithProviders(<LocationsPage />, { path }).router.history;

/** A browser whose geolocation answers `position`, or fails with the W3C error `code` (1 = denied). */
function stubGeolocation(outcome: { lat: number; lng: number } | { code: number }) {
  const geolocation = {
    getCurrentPosition: (found: PositionCallback, failed: PositionErrorCallback) => {
      if ('code' in outcome) failed({ code: outcome.code } as GeolocationPositionError);
      else found({ coords: { latitude: outcome.lat, longitude: outcome.lng } } as GeolocationPosition);
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

async function search(text: string) {
  const field = screen.getByRole('searchbox', { name: /Zip code or city and state/ });
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
}

/** The "Order here" button of the first (nearest) result. */
const firstOrderHere = (list: HTMLElement) => {
  const [first] = within(list).getAllByRole('button', { name: /^Order here/ });
  if (!first) throw new Error('no result');
  return first;
};

const results = () => screen.findByRole('list', { name: 'Locations found' });
const resultNames = async () =>
  within(await results())
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('LocationsPage, pickup', () => {
  it('finds locations by zip code, nearest first, with distance, hours, open now and handoff modes', async () => {
    renderAt('/locations');
    expect(screen.getByRole('heading', { level: 1, name: 'Find a location' })).toBeVisible();
    expect(document.title).toBe('Locations');

    await search('28202');

    await waitFor(() => expect(screen.getByText(/^\d+ locations near 28202$/)).toBeVisible());
    expect((await resultNames())[0]).toBe('Charlotte – Uptown');
    const uptown = within(await results()).getAllByRole('article')[0];
    if (!uptown) throw new Error('no result');
    expect(within(uptown).getByText(/mi away$/)).toBeVisible();
    expect(within(uptown).getByText(/^(Today: .+ – .+|Closed today|Open 24 hours)$/)).toBeVisible();
    expect(within(uptown).getByText(/^(Open now|Closed now)$/)).toBeVisible();
    expect(within(uptown).getByText('Order for pickup, curbside, and delivery')).toBeVisible();
  });

  it('finds locations by city and state', async () => {
    renderAt('/locations?mode=pickup');
    await search('nashville tn');
    await waitFor(() => expect(screen.getByText(/locations? near nashville, TN$/)).toBeVisible());
    expect(await resultNames()).toContain('Nashville – The Gulch');
  });

  it('explains what to type when the search is empty or not a zip or City, ST', async () => {
    renderAt('/locations');
    await search('');
    expect(screen.getByText('Enter a zip code or a city and state.')).toBeVisible();

    await search('2820');
    const field = screen.getByRole('searchbox', { name: /Zip code or city and state/ });
    expect(field).toHaveAccessibleDescription(
      /Enter a 5-digit zip code, or a city and state such as Charlotte, NC\./,
    );
    expect(field).toBeInvalid();
  });

  it('says "Oops! No elements found…" when nothing is near the place searched', async () => {
    renderAt('/locations');
    await search('99501');
    expect(
      await screen.findByText('Oops! No elements found. Consider changing the search query.'),
    ).toBeVisible();
  });

  it('shows the server message when the search fails (scenario find-location-fails)', async () => {
    mockBackend.useScenario('find-location-fails');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/locations');
    await search('28202');
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
  });

  it('finds the locations near the visitor with "Use my location"', async () => {
    stubGeolocation({ lat: 35.229, lng: -80.8419 });
    renderAt('/locations');
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(screen.getByText(/locations? near you$/)).toBeVisible());
    expect((await resultNames())[0]).toBe('Charlotte – Uptown');
  });

  it('says how to go on when the browser denies the location', async () => {
    stubGeolocation({ code: 1 });
    renderAt('/locations');
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Location access is turned off for this site. Allow it in your browser's settings, or search by zip code or city.",
    );
  });

  it('"Order here" sets the location, creates the order there and goes to /order', async () => {
    const history = renderAt('/locations');
    await search('28202');
    await userEvent.click(firstOrderHere(await results()));

    await waitFor(() => expect(history.at(-1)).toBe('/order'));
    expect(useLocationStore.getState().location?.id).toBe(LOCATION_IDS.charlotteUptown);
    expect(useOrderStore.getState().order).toMatchObject({
      location_id: LOCATION_IDS.charlotteUptown,
      menu_id: MENU_IDS.regular,
    });
  });

  it('names the items that did not move to the new menu, then goes on to /order', async () => {
    const order = await createOrder({ menu_id: MENU_IDS.regular, location_id: LOCATION_IDS.charlotteUptown });
    const products = (await getMenu(MENU_IDS.regular)).categories.flatMap((category) => category.products);
    const ham = products.find((product) => product.sku === SKUS.countryHamBiscuit);
    if (!ham) throw new Error('seed changed');
    await addOrderProducts(order.id, { products: [{ id: ham.id, quantity: 1, choices: [] }] });
    useOrderStore.getState().setOrder(order);
    const history = renderAt('/locations');

    await search('Nashville, TN');
    const gulch = within(await results()).getByRole('article', { name: 'Nashville – The Gulch' });
    await userEvent.click(within(gulch).getByRole('button', { name: /^Order here/ }));

    const notice = await screen.findByText(
      "This item isn't on the menu at Nashville – The Gulch, so it was taken out of your order: Country Ham Biscuit.",
    );
    expect(notice).toHaveAttribute('role', 'status');
    const goOn = screen.getByRole('button', { name: 'Continue to the menu' });
    expect(goOn).toHaveFocus();
    expect(history.at(-1)).toBe('/locations');
    await userEvent.click(goOn);
    expect(history.at(-1)).toBe('/order');
  });

  it('"Order here" turns a delivery order into a pickup order at the restaurant chosen', async () => {
    const order = await createOrder({ menu_id: MENU_IDS.regular, location_id: LOCATION_IDS.charlotteUptown });
    await setOrderAddress(order.id, {
      type: 'dispatch',
      address: { address: '600 S Tryon St', city: 'Charlotte', state: 'NC', zip: '28202' },
    });
    expect((await setOrderHandoff(order.id, 'dispatch')).handoff).toBe('dispatch');
    useOrderStore.getState().setOrder(order);
    const history = renderAt('/locations');

    await search('28202');
    await userEvent.click(firstOrderHere(await results()));

    await waitFor(() => expect(history.at(-1)).toBe('/order'));
    expect(useOrderStore.getState().order?.id).toBe(order.id);
    expect((await getOrder(order.id)).handoff).toBe('pickup');
  });

  it('goes to checkout after choosing when it came from the order-again path (?then=checkout)', async () => {
    const history = renderAt('/locations?then=checkout');
    await search('28202');
    await userEvent.click(firstOrderHere(await results()));
    await waitFor(() => expect(history.at(-1)).toBe('/order/checkout'));
  });

  it('shows no favourite hearts to a guest', async () => {
    renderAt('/locations');
    await search('28202');
    await results();
    expect(screen.queryByRole('button', { name: /^Favorite / })).toBeNull();
  });
});

describe('LocationsPage, for a member', () => {
  beforeEach(() => mockBackend.reset({ signedIn: true }));
  afterAll(() => mockBackend.reset());

  it('lets a member mark a favourite with the heart, and shows their favourites before a search', async () => {
    holdDemoMemberSession();
    renderAt('/locations');

    const favourites = await screen.findByRole('list', { name: 'Your favorite locations' });
    expect(within(favourites).getByRole('heading', { name: 'Charlotte – Uptown' })).toBeVisible();

    await search('28203');
    const southEnd = within(await results()).getByRole('article', { name: 'Charlotte – South End' });
    const heart = within(southEnd).getByRole('button', { name: 'Favorite Charlotte – South End' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
  });
});

describe('LocationsPage, delivery', () => {
  async function enterAddress(address: { street: string; city: string; state: string; zip: string }) {
    await userEvent.type(screen.getByRole('textbox', { name: /Street address/ }), address.street);
    await userEvent.type(screen.getByRole('textbox', { name: /^City/ }), address.city);
    await userEvent.type(screen.getByRole('textbox', { name: /^State/ }), address.state);
    await userEvent.type(screen.getByRole('textbox', { name: /Zip code/ }), address.zip);
    await userEvent.click(screen.getByRole('button', { name: 'Deliver here' }));
  }

  it('finds the location that delivers, sets it, puts the address on the order and goes to /order', async () => {
    const history = renderAt('/locations?mode=delivery');
    expect(screen.getByRole('heading', { level: 1, name: 'Order delivery' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Delivery' })).toHaveAttribute('aria-current', 'page');

    await enterAddress({ street: '600 S Tryon St', city: 'Charlotte', state: 'nc', zip: '28202' });

    await waitFor(() => expect(history.at(-1)).toBe('/order'));
    const reference = useOrderStore.getState().order;
    expect(reference?.location_id).toBe(LOCATION_IDS.charlotteUptown);
    const order = await getOrder(reference?.id ?? '');
    expect(order.handoff).toBe('dispatch');
    expect(order.address).toMatchObject({
      address: '600 S Tryon St',
      city: 'Charlotte',
      state: 'NC',
      zip: '28202',
    });
  });

  it('stays and says so when no location delivers to the address (SPEC §4)', async () => {
    const history = renderAt('/locations?mode=delivery');
    await enterAddress({ street: '1 Main St', city: 'Anchorage', state: 'AK', zip: '99501' });
    expect(
      await screen.findByText(
        'Sorry, none of our restaurants deliver to this address yet. Check the address, or order for pickup instead.',
      ),
    ).toBeVisible();
    expect(history.at(-1)).toBe('/locations?mode=delivery');
    expect(screen.getByRole('link', { name: 'Order for pickup' })).toHaveAttribute(
      'href',
      '/locations?mode=pickup',
    );
  });

  it('names each missing or malformed part of the address, masking the zip to 5 digits', async () => {
    renderAt('/locations?mode=delivery');
    await userEvent.type(screen.getByRole('textbox', { name: /Zip code/ }), '28a2');
    await userEvent.click(screen.getByRole('button', { name: 'Deliver here' }));
    expect(screen.getByRole('textbox', { name: /Zip code/ })).toHaveValue('282');
    expect(screen.getByText('Enter the street address.')).toBeVisible();
    expect(screen.getByText('Enter the city.')).toBeVisible();
    expect(screen.getByText('Enter the state as two letters, such as NC.')).toBeVisible();
    expect(screen.getByText('Enter a 5-digit zip code.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Street address/ })).toHaveFocus();
  });
});

describe('LocationsPage, the directory of every location', () => {
  const directory = () => screen.findByRole('region', { name: 'All locations' });

  it('lists every location by state and city before any search, each state collapsible', async () => {
    renderAt('/locations');
    const region = await directory();

    const states = within(region)
      .getAllByText(/^[A-Z][A-Za-z ]+ \(\d+ locations?\)$/)
      .map((summary) => summary.textContent ?? '');
    expect(states).toEqual([...states].sort());
    expect(states).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^North Carolina /),
        expect.stringMatching(/^Tennessee /),
      ]),
    );

    const northCarolina = within(region)
      .getByText(/^North Carolina \(/)
      .closest('details');
    if (!northCarolina) throw new Error('no NC group');
    expect(northCarolina).not.toHaveAttribute('open');
    await userEvent.click(within(northCarolina).getByText(/^North Carolina \(/));
    expect(northCarolina).toHaveAttribute('open');
    const cities = within(northCarolina)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent ?? '');
    expect(cities).toContain('Charlotte');
    expect(cities).toEqual([...cities].sort((a, b) => a.localeCompare(b, 'en-US')));
    expect(within(northCarolina).getByText('Charlotte – Uptown')).toBeVisible();
  });

  it('offers no "Order here" at a restaurant closed all week, and says it is not taking orders', async () => {
    renderAt('/locations');
    const region = await directory();
    await userEvent.click(within(region).getByText(/^North Carolina \(/));
    const matthews = within(region).getByText('Matthews – John Street').closest('li');
    if (!matthews) throw new Error('no Matthews entry');
    expect(within(matthews).queryByRole('link', { name: /Order here/ })).not.toBeInTheDocument();
    expect(within(matthews).getByText('Not taking orders')).toBeVisible();
  });

  it('orders from a store linked in the directory: sets the location, creates the order and goes to /order', async () => {
    const history = renderAt('/locations');
    const region = await directory();
    await userEvent.click(within(region).getByText(/^Tennessee \(/));

    const gulch = within(region).getByRole('link', { name: /^Order here ?at Nashville – The Gulch$/ });
    // A crawler, or a new tab, follows SPEC §4's ?store= deep link to the same place.
    expect(gulch).toHaveAttribute('href', `/order?store=${LOCATION_IDS.nashvilleGulch}`);
    await userEvent.click(gulch);

    await waitFor(() => expect(history.at(-1)).toBe('/order'));
    expect(useLocationStore.getState().location?.id).toBe(LOCATION_IDS.nashvilleGulch);
    expect(useOrderStore.getState().order).toMatchObject({
      location_id: LOCATION_IDS.nashvilleGulch,
      menu_id: MENU_IDS.expansion,
    });
  });

  it('is still there after a search', async () => {
    renderAt('/locations');
    await search('28202');
    await results();
    expect(await directory()).toBeVisible();
  });

  it('is left out, with the search still working, when the list cannot be read', async () => {
    server.use(
      http.get('*/api/v1/locations', () => HttpResponse.json({ message: 'Down.' }, { status: 500 })),
    );
    renderAt('/locations');
    await search('28202');
    await results();
    expect(screen.queryByRole('region', { name: 'All locations' })).not.toBeInTheDocument();
  });
});
