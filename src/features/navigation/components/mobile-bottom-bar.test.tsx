import { screen } from '@testing-library/react';
import { useLocationStore, usePreferencesStore } from '../../../stores';
import { writeCookie } from '../../../lib/cookies';
import { LONG_ADDRESS_LOCATION } from '../test-support/frame-state';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { mq } from '../../../ui/styles/breakpoints';
import { MobileBottomBar } from './mobile-bottom-bar';

describe('MobileBottomBar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("offers 'Order Now' to /order while no location is chosen", () => {
    renderWithProviders(<MobileBottomBar />);

    expect(screen.getByRole('region', { name: 'Your order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/order');
  });

  it("says 'Start Your Order' in the app's catering (?source=app on the catering channel)", () => {
    usePreferencesStore.setState({ channel: 'catering' });
    renderWithProviders(<MobileBottomBar />, { path: '/?source=app' });

    expect(screen.getByRole('link', { name: 'Start Your Order' })).toHaveAttribute('href', '/order');
  });

  it("says 'Start Your Order' on later pages of the app's visit, from the cookie", () => {
    usePreferencesStore.setState({ channel: 'catering' });
    writeCookie('source', 'app');
    renderWithProviders(<MobileBottomBar />, { path: '/offers' });

    expect(screen.getByRole('link', { name: 'Start Your Order' })).toBeInTheDocument();
  });

  it("keeps 'Order Now' for the app's cookie on the default channel", () => {
    writeCookie('source', 'app');
    renderWithProviders(<MobileBottomBar />, { path: '/?source=app' });

    expect(screen.getByRole('link', { name: 'Order Now' })).toBeInTheDocument();
  });

  it('shows the address cut to 15 characters and the pickup/delivery toggle once a location is chosen', () => {
    useLocationStore.getState().setLocation(LONG_ADDRESS_LOCATION);
    renderWithProviders(<MobileBottomBar />);

    expect(screen.getByRole('link', { name: /change location$/ })).toHaveTextContent(/^1500 South Boul…$/);
    expect(screen.getByRole('group', { name: 'Pickup or delivery' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order Now' })).not.toBeInTheDocument();
  });

  it('has room for 20 characters of the address from 600 px (SPEC §2: 15 or 20)', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === mq.sm,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    useLocationStore.getState().setLocation(LONG_ADDRESS_LOCATION);
    renderWithProviders(<MobileBottomBar />);

    expect(screen.getByRole('link', { name: /change location$/ })).toHaveTextContent(
      /^1500 South Boulevard…$/,
    );
  });

  it.each([
    '/order/product',
    '/menu/product',
    '/order/checkout',
    '/expansion-menu/items/big-bo-box',
    '/account/login',
  ])('is hidden on %s', (path) => {
    renderWithProviders(<MobileBottomBar />, { path: path });

    expect(screen.queryByRole('region', { name: 'Your order' })).not.toBeInTheDocument();
  });
});
