import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInDemoMember } from '../testing/signed-in-member';
import { renderWithProviders } from '../testing/render-with-providers';
import {
  CheckoutPage,
  ContentPage,
  HomePage,
  LocationsPage,
  LoginPage,
  MenuPage,
  NotFoundPage,
  NutritionPage,
  OrderMenuPage,
  OrderTypePage,
  ProductPage,
} from './pages';
import { AppRoutes, pageOfPath } from './routes';
import type { GuardName } from '../config/paths';
import type { AppRoute } from './route-table';
import { lazyPage } from './lazy-page';
import { CHARLOTTE_UPTOWN } from '../testing/chosen-location';
import { DEMO_MEMBER } from '../../mocks/seed/constants';
import { useLocationStore, usePreferencesStore, useSessionStore } from '../stores';

/** The route table (or `routes` in its place) at `address`, in the app's providers. */
const renderRoutesAt = (address: string, routes?: readonly AppRoute[]) =>
  renderWithProviders(<AppRoutes routes={routes} />, { path: address }).router;

// The pages' code is loaded once, ahead: the waits below are for routing and data, and a cold
// import of a page on a busy machine outlasted them.
beforeAll(async () => {
  await Promise.all(
    [HomePage, NotFoundPage, LocationsPage, LoginPage, ProductPage, ContentPage].map((page) =>
      page.preload(),
    ),
  );
}, 60_000);

describe('the route table', () => {
  it('shows the home page at /', async () => {
    renderRoutesAt('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order fried chicken online' }),
    ).toBeVisible();
    expect(await screen.findByText(/Hand-breaded chicken, scratch-made biscuits/)).toBeVisible();
    // A story's page renders as a deferred update: its title follows in that commit's effects.
    await waitFor(() => expect(document.title).toBe('Order Online'));
  });

  it("shows the account area's help page at /account/{slug}", async () => {
    renderRoutesAt('/account/rewards');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How Henhouse Rewards works' }),
    ).toBeVisible();
  });

  it('shows the 404 page at /account/{slug} when the CMS has no such page', async () => {
    renderRoutesAt('/account/no-such-help-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Whoops! You flew the coop.' }),
    ).toBeVisible();
  });

  it("reads 'This page could not be found' when no route matches, with a button home", async () => {
    const memory = renderRoutesAt('/no-such-page');

    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Whoops! You flew the coop.' }),
    ).toBeVisible();
    expect(screen.getByText('This page could not be found')).toBeVisible();
    // A story's page renders as a deferred update: its title follows in that commit's effects.
    await waitFor(() => expect(document.title).toBe('Page not found'));

    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(memory.history).toEqual(['/no-such-page', '/']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order fried chicken online' }),
    ).toBeVisible();
  });

  it('shows the pickup or delivery choice at /order/type', async () => {
    const memory = renderRoutesAt('/order/type');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'How would you like to get your order?' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Pickup or Delivery'));

    await userEvent.click(screen.getByRole('button', { name: 'Delivery' }));
    expect(memory.history).toEqual(['/order/type', '/locations?mode=delivery']);
  });

  it("scrolls to the top and focuses the new page's heading after navigating", async () => {
    const memory = renderRoutesAt('/');
    const home = await screen.findByRole('heading', { level: 1, name: 'Order fried chicken online' });
    // A first load keeps the browser's own focus.
    expect(home).not.toHaveFocus();

    act(() => memory.navigate('/no-such-page'));

    const notFound = await screen.findByRole('heading', { level: 1, name: '404 Whoops! You flew the coop.' });
    expect(notFound).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);

    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order fried chicken online' }),
    ).toHaveFocus();
  });
});

describe("a route's guards", () => {
  afterEach(() => {
    useLocationStore.getState().clearLocation();
    useSessionStore.getState().signOut();
  });

  it('sends a product requested with no location chosen to /locations (SPEC §2)', async () => {
    const memory = renderRoutesAt('/order/product?id=CHICKEN-SUPREMES');

    await waitFor(() => expect(memory.path()).toBe('/locations'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a location' })).toBeVisible();
  });

  it('shows the product once a location is chosen', async () => {
    useLocationStore.getState().setLocation(CHARLOTTE_UPTOWN);
    renderRoutesAt('/order/product?id=CHICKEN-SUPREMES');

    expect(await screen.findByRole('heading', { level: 1, name: 'Chicken Supremes' })).toBeVisible();
  });

  it('sends a guest to sign in from a member page, with the page to come back to', async () => {
    const routes: AppRoute[] = [
      { pattern: '/members-only', page: pageOfPath('/order/type'), guards: ['member'] },
    ];
    const memory = renderRoutesAt('/members-only?tab=2', routes);

    await waitFor(() =>
      expect(memory.path()).toBe(`/account/login?redirect=${encodeURIComponent('/members-only?tab=2')}`),
    );
  });

  it('inside the app on catering, sends a guest to /app/signin, bare, and back to the app page once signed in', async () => {
    usePreferencesStore.setState({ channel: 'catering' });
    const routes: AppRoute[] = [
      { pattern: '/members-only', page: pageOfPath('/order/type'), guards: ['member'] },
      { pattern: '/app/signin', page: LoginPage, layout: 'minimal' },
    ];
    const memory = renderRoutesAt('/members-only?source=app', routes);

    await waitFor(() =>
      expect(memory.path()).toBe(`/app/signin?redirect=${encodeURIComponent('/members-only?source=app')}`),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Email/), DEMO_MEMBER.email);
    await userEvent.type(screen.getByLabelText(/^Password/), DEMO_MEMBER.password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(memory.path()).toBe('/members-only?source=app'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How would you like to get your order?' }),
    ).toBeVisible();
  });

  it('/app/signin ignores a redirect to another site and goes to the account once signed in', async () => {
    usePreferencesStore.setState({ channel: 'catering' });
    const routes: AppRoute[] = [
      { pattern: '/account', page: pageOfPath('/order/type') },
      { pattern: '/app/signin', page: LoginPage, layout: 'minimal' },
    ];
    const memory = renderRoutesAt(
      `/app/signin?redirect=${encodeURIComponent('//evil.example/account')}`,
      routes,
    );

    await userEvent.type(await screen.findByLabelText(/^Email/), DEMO_MEMBER.email);
    await userEvent.type(screen.getByLabelText(/^Password/), DEMO_MEMBER.password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(memory.path()).toBe('/account'));
  });

  it('shows a member page to a signed-in member', async () => {
    await signInDemoMember();
    const routes: AppRoute[] = [
      { pattern: '/members-only', page: pageOfPath('/order/type'), guards: ['member'] },
    ];
    renderRoutesAt('/members-only', routes);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'How would you like to get your order?' }),
    ).toBeVisible();
  });

  it('keeps the page as it is when client state it does not read changes', async () => {
    let renders = 0;
    const Counted = lazyPage(async () => {
      await Promise.resolve();
      return {
        CountedPage: function CountedPage() {
          renders += 1;
          return <h1>Counted</h1>;
        },
      };
    }, 'CountedPage');
    renderRoutesAt('/counted', [{ pattern: '/counted', page: Counted }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Counted' })).toBeVisible();
    const settled = renders;

    // The route state follows the location store: its guards and prefetches are read again.
    act(() => useLocationStore.getState().setLocation(CHARLOTTE_UPTOWN));

    expect(renders).toBe(settled);
  });

  it("answers a route naming a guard that does not exist with the 500 error page and 'Unknown middleware' (SPEC §8)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The table's guard names are typed; one that is not a guard can only come from a table built at
    // run time (or a stale build), and still fails as SPEC §8 says.
    const guards = ['no-such-guard'] as unknown as readonly GuardName[];
    const routes: AppRoute[] = [{ pattern: '/', page: pageOfPath('/'), guards }];
    renderRoutesAt('/', routes);

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText('Unknown middleware')).toBeVisible();
    expect(screen.getByText('Error 500. Please try again in a moment.')).toBeVisible();
  });
});

describe('pageOfPath (what start-up preloads)', () => {
  it('names the page the route table shows, in its matching order', () => {
    expect(pageOfPath('/')).toBe(HomePage);
    expect(pageOfPath('/menu')).toBe(MenuPage);
    expect(pageOfPath('/menu/nutrition')).toBe(NutritionPage);
    expect(pageOfPath('/order/product')).toBe(ProductPage);
    expect(pageOfPath('/order/checkout')).toBe(CheckoutPage);
    expect(pageOfPath('/order')).toBe(OrderMenuPage);
    expect(pageOfPath('/order/type')).toBe(OrderTypePage);
    expect(pageOfPath('/locations')).toBe(LocationsPage);
    expect(pageOfPath('/account/login')).toBe(LoginPage);
    expect(pageOfPath('/about/chicken-scoop/news')).toBe(ContentPage);
    expect(pageOfPath('/refund')).toBe(ContentPage);
  });

  it('names the 404 page for a path no route matches', () => {
    expect(pageOfPath('/no/such/page')).toBe(NotFoundPage);
  });
});
