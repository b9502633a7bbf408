import { act, screen, within } from '@testing-library/react';
import { DEMO_ACCESS_TOKEN, DEMO_MEMBER, SEEDED_CART_ORDER_ID } from '../../../../mocks/seed/constants';
import { mockBackend } from '../../../../mocks/node';
import { useLocationStore, usePreferencesStore, useUiStore } from '../../../stores';
import * as badgeStyles from '../../../ui/badge/badge.css';
import { chooseOrder, LONG_ADDRESS_LOCATION, signInMember } from '../test-support/frame-state';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { Header } from './header';

const renderHeader = (path = '/') =>
  renderWithProviders(
    <Header
      languageToggle={<button type="button">Español</button>}
      signOut={<button type="button">Sign Out</button>}
    />,
    { path },
  );

const mainNavLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Header (desktop)', () => {
  describe('for a guest with no location, on the default channel', () => {
    it('shows the logo home, the links, the language toggle, Sign In and the cart', () => {
      renderHeader();

      expect(screen.getByRole('link', { name: 'Henhouse home' })).toHaveAttribute('href', '/');
      expect(mainNavLinks()).toEqual([
        ['Menu', '/menu'],
        ['Order', '/order'],
        ['Locations', '/locations'],
        ['Careers', '/careers'],
        ['About', '/about'],
        ['Catering', '/catering'],
      ]);
      expect(screen.getByRole('button', { name: 'Español' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/account/login');
      expect(screen.getByRole('button', { name: 'Cart' })).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    });

    it("offers 'Find a Henhouse near you' and 'Order Now', and no pickup/delivery toggle", () => {
      renderHeader();

      expect(screen.getByRole('link', { name: 'Find a Henhouse near you' })).toHaveAttribute(
        'href',
        '/locations',
      );
      expect(screen.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/order');
      expect(screen.queryByRole('group', { name: 'Pickup or delivery' })).not.toBeInTheDocument();
    });

    it('shows no greeting, inbox or sign-out', () => {
      renderHeader();

      expect(screen.queryByRole('link', { name: /^Hi / })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Inbox/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    });
  });

  describe('for a signed-in member', () => {
    beforeEach(async () => {
      await mockBackend.reset({ signedIn: true });
      signInMember(DEMO_ACCESS_TOKEN, DEMO_MEMBER.id);
    });
    afterAll(() => mockBackend.reset());

    it("greets the member by first name, linking to the account, with the inbox and sign-out, and no 'Sign In'", async () => {
      renderHeader();

      expect(await screen.findByRole('link', { name: 'Hi Bo!' })).toHaveAttribute('href', '/account');
      expect(screen.getByRole('link', { name: /^Inbox\b/ })).toHaveAttribute('href', '/account/inbox');
      expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    });

    it('leaves the inbox icon out on the inbox page itself', async () => {
      renderHeader('/account/inbox');

      await screen.findByRole('link', { name: 'Hi Bo!' });
      expect(screen.queryByRole('link', { name: /^Inbox\b/ })).not.toBeInTheDocument();
    });
  });

  describe('with a chosen location', () => {
    beforeEach(() => {
      useLocationStore.getState().setLocation(LONG_ADDRESS_LOCATION);
    });

    it('shows the address cut to 20 characters plus an ellipsis, with the whole address in its name', () => {
      renderHeader();

      const address = screen.getByRole('link', { name: '1500 South Boulevard…, change location' });
      expect(address).toHaveTextContent(/^1500 South Boulevard…$/);
      expect(address).toHaveAccessibleDescription('1500 South Boulevard Suite 200');
      expect(address).toHaveAttribute('href', '/locations');
      expect(screen.queryByRole('link', { name: /Find a/ })).not.toBeInTheDocument();
    });

    it("shows the pickup/delivery toggle instead of 'Order Now'", () => {
      renderHeader();

      expect(screen.getByRole('group', { name: 'Pickup or delivery' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Order Now' })).not.toBeInTheDocument();
    });

    it('has no toggle on the locations page', () => {
      renderHeader('/locations');

      expect(screen.queryByRole('group', { name: 'Pickup or delivery' })).not.toBeInTheDocument();
    });
  });

  it("on catering, links 'Catering Menu' to the catering menu and adds Bo Time Moments", () => {
    usePreferencesStore.setState({ channel: 'catering' });
    renderHeader();

    expect(mainNavLinks()).toEqual([
      ['Catering Menu', '/#catering-menu'],
      ['Order', '/order'],
      ['Locations', '/locations'],
      ['Bo Time Moments', '/bo-time-moments'],
      ['Careers', '/careers'],
      ['About', '/about'],
      ['Catering', '/catering'],
    ]);
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
  });

  describe('cart button', () => {
    beforeEach(() => mockBackend.reset({ cart: 'full' }));
    afterAll(() => mockBackend.reset());

    it("counts the items of the current order (the lines' quantities: 1 + 2 + 3 + 1)", async () => {
      chooseOrder(SEEDED_CART_ORDER_ID);
      renderHeader();

      expect(await screen.findByRole('button', { name: 'Cart 7 items in your cart' })).toBeInTheDocument();
    });

    it('plays the badge animation when the total quantity rises', async () => {
      renderHeader();
      expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument();

      act(() => chooseOrder(SEEDED_CART_ORDER_ID));

      const cart = await screen.findByRole('button', { name: 'Cart 7 items in your cart' });
      expect(within(cart).getByText('7')).toHaveClass(badgeStyles.rising);
    });

    it('opens and closes the cart', async () => {
      renderHeader();
      const cart = screen.getByRole('button', { name: 'Cart' });

      act(() => cart.click());
      expect(useUiStore.getState().showCart).toBe(true);
      expect(cart).toHaveAttribute('aria-expanded', 'true');

      act(() => cart.click());
      expect(useUiStore.getState().showCart).toBe(false);
    });
  });
});
